// The caption style: every setting a template stores, with the defaults of spec §3.
// Values beyond the spec's defaults are the sets users know from other caption editors.
import { z } from 'zod';

const hexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/, 'must be a #rrggbb or #rrggbbaa colour');

export const sizeSteps = ['none', 'sm', 'md', 'lg', 'xl'] as const;
export const multiAnimationStyles = ['fill', 'highlight', 'pop', 'none'] as const;
export const singleAnimationStyles = ['basic', 'fade', 'pop', 'bounce', 'typewriter'] as const;
export const animationDirections = ['none', 'up', 'down', 'left', 'right'] as const;

export const captionStyleSchema = z.object({
  backgroundColor: z.union([z.literal('transparent'), hexColor]).default('transparent'),
  fillColor: hexColor.default('#808080'),
  /** A font id (system or the user's own). */
  font: z.string().default(''),
  /** Pixels at a 1080-px-wide frame; scaled to the real frame. */
  fontSize: z.number().int().min(10).max(400).default(80),
  fontWeight: z.number().int().min(100).max(900).multipleOf(100).default(600),
  isAutoSize: z.boolean().default(true),
  italic: z.boolean().default(false),
  multiAnimationStyle: z.enum(multiAnimationStyles).default('fill'),
  /** Percent of the frame height where the caption's centre sits. */
  position: z.number().min(0).max(100).default(80),
  primaryColor: hexColor.default('#ffffff'),
  shadowColor: hexColor.default('#000000'),
  shadowSize: z.enum(sizeSteps).default('none'),
  singleAnimationDirection: z.enum(animationDirections).default('none'),
  singleAnimationScale: z.boolean().default(false),
  singleAnimationStyle: z.enum(singleAnimationStyles).default('basic'),
  strokeColor: hexColor.default('#000000'),
  strokeSize: z.enum(sizeSteps).default('md'),
  uppercase: z.boolean().default(false),
  wordsPerGroup: z.number().int().min(1).max(12).default(3),
});

export type CaptionStyle = z.infer<typeof captionStyleSchema>;

export const defaultCaptionStyle: CaptionStyle = captionStyleSchema.parse({});
