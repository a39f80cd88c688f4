// The shipped CJK font (docs/captions.md "CJK"): which of its files draw given characters, and
// the files themselves, so the preview loads exactly what the render gives libass.
import { z } from 'zod';
import { defineRoute } from './route-contract';

export const CJK_CHARS_MAX = 2000;
export const cjkWeights = [400, 700] as const;

export const cjkFontQuerySchema = z.object({
  chars: z.string().min(1).max(CJK_CHARS_MAX, `Ask for ${CJK_CHARS_MAX} characters at most.`),
  weight: z.coerce
    .number()
    .refine((weight) => (cjkWeights as readonly number[]).includes(weight), 'The weight is 400 or 700.'),
});

export const cjkFontSchema = z.object({
  /** The family the files call themselves: what `\fn` names. */
  family: z.string(),
  /** URLs of the subset files that cover the characters asked for. */
  files: z.array(z.string()),
});
export type CjkFont = z.infer<typeof cjkFontSchema>;

export const cjkFontApi = {
  files: defineRoute({
    method: 'GET',
    path: '/cjk-fonts',
    summary:
      'The files of the shipped CJK font (Noto Sans SC) that draw `chars` at `weight` (400 or 700), and its family name.',
    access: 'public',
    query: cjkFontQuerySchema,
    data: cjkFontSchema,
    errors: [422],
  }),
  file: defineRoute({
    method: 'GET',
    path: '/cjk-fonts/files/:name',
    summary: 'One subset file of the shipped CJK font (font/woff2, cached for a year).',
    access: 'public',
    params: z.object({ name: z.string().max(80) }),
    data: null,
    errors: [404],
  }),
};
