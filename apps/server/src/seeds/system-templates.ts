// System caption templates: full caption styles of recognisable short-form looks. Each names a
// system font by slug; the seed writes that font's id into the style (`font` is a font id).
import { type CaptionStyle, captionStyleSchema } from '@captionist/captions';

export interface TemplateSeed {
  slug: string;
  name: string;
  description: string;
  isDefault: boolean;
  fontSlug: string;
  settings: Omit<CaptionStyle, 'font'>;
}

/**
 * Where the system templates put the captions' centre: clear of the text TikTok (from 80 % of the
 * height), Instagram Reels (78 %) and YouTube Shorts (75 %) lay over a portrait video, even at auto
 * size's largest (decision 0014). A style that names no position keeps the spec's 80 %.
 */
const CLEAR_OF_PLATFORM_TEXT = 70;

const style = (overrides: Partial<CaptionStyle>) =>
  captionStyleSchema.parse({ position: CLEAR_OF_PLATFORM_TEXT, ...overrides });

export const systemTemplates: TemplateSeed[] = [
  {
    slug: 'classic',
    name: 'Classic',
    description: 'White words with a dark outline; the spoken word fills in as it is said.',
    isDefault: true,
    fontSlug: 'montserrat',
    settings: style({}),
  },
  {
    slug: 'highlight-yellow',
    name: 'Highlight',
    description: 'Bold uppercase captions; the active word turns yellow.',
    isDefault: false,
    fontSlug: 'poppins',
    settings: style({
      multiAnimationStyle: 'highlight',
      fillColor: '#ffd400',
      uppercase: true,
      fontWeight: 800,
      strokeSize: 'lg',
    }),
  },
  {
    slug: 'pop',
    name: 'Pop',
    description: 'Two words at a time; the active word pops in size.',
    isDefault: false,
    fontSlug: 'lilita-one',
    settings: style({
      multiAnimationStyle: 'pop',
      wordsPerGroup: 2,
      fontSize: 96,
      fontWeight: 400,
      shadowSize: 'md',
      singleAnimationStyle: 'pop',
    }),
  },
  {
    slug: 'hormozi',
    name: 'Hormozi',
    description: 'Heavy uppercase words with a thick outline; the spoken word lights up yellow.',
    isDefault: false,
    fontSlug: 'montserrat',
    settings: style({
      multiAnimationStyle: 'highlight',
      fillColor: '#ffe600',
      uppercase: true,
      fontWeight: 900,
      fontSize: 90,
      strokeSize: 'lg',
      shadowSize: 'md',
      singleAnimationStyle: 'pop',
      singleAnimationScale: true,
    }),
  },
  {
    slug: 'beast',
    name: 'Beast',
    description: 'Big cartoon letters, two words at a time, each popping in with a heavy stroke.',
    isDefault: false,
    fontSlug: 'luckiest-guy',
    settings: style({
      multiAnimationStyle: 'pop',
      fillColor: '#ff2d55',
      uppercase: true,
      fontWeight: 400,
      fontSize: 104,
      wordsPerGroup: 2,
      strokeSize: 'xl',
      shadowSize: 'lg',
      singleAnimationStyle: 'bounce',
      singleAnimationDirection: 'up',
    }),
  },
  {
    slug: 'karaoke',
    name: 'Karaoke',
    description: 'Four words on screen; cyan sweeps through each word as it is sung.',
    isDefault: false,
    fontSlug: 'poppins',
    settings: style({
      multiAnimationStyle: 'fill',
      primaryColor: '#ffffff',
      fillColor: '#00e5ff',
      fontWeight: 700,
      wordsPerGroup: 4,
      strokeSize: 'md',
    }),
  },
  {
    slug: 'minimal',
    name: 'Minimal',
    description: 'Small, light words low on the screen with a soft shadow and no outline.',
    isDefault: false,
    fontSlug: 'inter',
    settings: style({
      multiAnimationStyle: 'none',
      fontWeight: 400,
      fontSize: 56,
      position: 72,
      wordsPerGroup: 5,
      strokeSize: 'none',
      shadowSize: 'sm',
      shadowColor: '#00000099',
      singleAnimationStyle: 'fade',
    }),
  },
  {
    slug: 'neon',
    name: 'Neon',
    description: 'Glowing uppercase letters: a cyan halo, the active word in magenta.',
    isDefault: false,
    fontSlug: 'bebas-neue',
    settings: style({
      multiAnimationStyle: 'highlight',
      primaryColor: '#e6fffd',
      fillColor: '#ff3df2',
      strokeColor: '#00f0ff',
      strokeSize: 'sm',
      shadowColor: '#00f0ff',
      shadowSize: 'xl',
      uppercase: true,
      fontWeight: 400,
      fontSize: 100,
    }),
  },
  {
    slug: 'boxed',
    name: 'Boxed',
    description: 'White words on a dark box, the active word in yellow: readable on any footage.',
    isDefault: false,
    fontSlug: 'archivo-black',
    settings: style({
      multiAnimationStyle: 'highlight',
      backgroundColor: '#000000b3',
      fillColor: '#ffd400',
      fontWeight: 400,
      fontSize: 72,
      strokeSize: 'none',
    }),
  },
  {
    slug: 'typewriter',
    name: 'Typewriter',
    description: 'Each line types itself out letter by letter, like a script being written.',
    isDefault: false,
    fontSlug: 'roboto',
    settings: style({
      multiAnimationStyle: 'none',
      singleAnimationStyle: 'typewriter',
      fontWeight: 700,
      fontSize: 64,
      wordsPerGroup: 6,
      strokeSize: 'sm',
      shadowSize: 'sm',
    }),
  },
];
