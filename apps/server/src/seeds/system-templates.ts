// System caption templates: full caption styles from packages/captions. The caption-engine issue
// adds the rest of the preset gallery and their fonts; an empty font id means the default font.
import { type CaptionStyle, captionStyleSchema } from '@captionist/captions';

export interface TemplateSeed {
  slug: string;
  name: string;
  description: string;
  isDefault: boolean;
  settings: CaptionStyle;
}

const style = (overrides: Partial<CaptionStyle>) => captionStyleSchema.parse(overrides);

export const systemTemplates: TemplateSeed[] = [
  {
    slug: 'classic',
    name: 'Classic',
    description: 'White words with a dark outline; the spoken word fills in as it is said.',
    isDefault: true,
    settings: style({}),
  },
  {
    slug: 'highlight-yellow',
    name: 'Highlight',
    description: 'Bold uppercase captions; the active word turns yellow.',
    isDefault: false,
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
    settings: style({
      multiAnimationStyle: 'pop',
      wordsPerGroup: 2,
      fontSize: 96,
      shadowSize: 'md',
      singleAnimationStyle: 'pop',
    }),
  },
];
