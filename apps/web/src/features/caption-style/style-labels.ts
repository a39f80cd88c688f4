// The words the Style panel shows for each value of the caption style (packages/captions
// caption-style.ts documents what each value draws).
import type {
  animationDirections,
  multiAnimationStyles,
  singleAnimationStyles,
  sizeSteps,
} from '@captionist/captions';

type Labels<T extends readonly string[]> = { value: T[number]; label: string; hint: string }[];

/** The size steps of one part of the look ("outline", "shadow"): "None" says which part is off. */
export const sizeStepLabels = (part: string): Labels<typeof sizeSteps> => [
  { value: 'none', label: 'None', hint: `No ${part}` },
  { value: 'sm', label: 'S', hint: 'Small' },
  { value: 'md', label: 'M', hint: 'Medium' },
  { value: 'lg', label: 'L', hint: 'Large' },
  { value: 'xl', label: 'XL', hint: 'Extra large' },
];

export const multiAnimationLabels: Labels<typeof multiAnimationStyles> = [
  { value: 'fill', label: 'Fill', hint: 'Words fill with the highlight colour as they are spoken (karaoke)' },
  { value: 'highlight', label: 'Highlight', hint: 'The spoken word takes the highlight colour' },
  { value: 'pop', label: 'Pop', hint: 'The spoken word grows' },
  { value: 'none', label: 'None', hint: 'All words look the same' },
];

export const singleAnimationLabels: Labels<typeof singleAnimationStyles> = [
  { value: 'basic', label: 'Basic', hint: 'Appears at once' },
  { value: 'fade', label: 'Fade', hint: 'Fades in' },
  { value: 'pop', label: 'Pop', hint: 'Springs in from small' },
  { value: 'bounce', label: 'Bounce', hint: 'Drops in and bounces' },
  { value: 'typewriter', label: 'Typewriter', hint: 'Letters appear one by one' },
];

export const directionLabels: Labels<typeof animationDirections> = [
  { value: 'none', label: 'In place', hint: 'No movement' },
  { value: 'up', label: 'Up', hint: 'Slides up into place' },
  { value: 'down', label: 'Down', hint: 'Slides down into place' },
  { value: 'left', label: 'Left', hint: 'Slides in towards the left' },
  { value: 'right', label: 'Right', hint: 'Slides in towards the right' },
];

export const weightNames: Record<number, string> = {
  100: 'Thin',
  200: 'Extra light',
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'Semibold',
  700: 'Bold',
  800: 'Extra bold',
  900: 'Black',
};

/** Where a caption at `position` % of the height sits, in words. */
export const positionLabel = (position: number) =>
  position < 34 ? 'Top' : position < 67 ? 'Middle' : 'Bottom';
