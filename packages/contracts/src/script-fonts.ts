// The shipped fonts for the characters a caption's font has no glyph for (docs/captions.md
// "Scripts"): which family draws each, which of its files hold them, and the files themselves,
// so the preview loads exactly what the render gives libass.
import { z } from 'zod';
import { defineRoute } from './route-contract';

export const SCRIPT_CHARS_MAX = 2000;
export const scriptFontWeights = [400, 700] as const;

export const scriptFontQuerySchema = z.object({
  chars: z.string().min(1).max(SCRIPT_CHARS_MAX, `Ask for ${SCRIPT_CHARS_MAX} characters at most.`),
  weight: z.coerce
    .number()
    .refine(
      (weight) => (scriptFontWeights as readonly number[]).includes(weight),
      'The weight is 400 or 700.',
    ),
  /** The caption style's font (its id; empty for the default): its own glyphs come first. */
  font: z.string().max(80).default(''),
});

export const scriptFontFamilySchema = z.object({
  /** The family the files call themselves: what `\fn` names. */
  family: z.string(),
  /** The characters asked for that this family draws. */
  chars: z.string(),
  /**
   * Every code point the files below hold, as [first, last] ranges: a space, mark or joiner
   * inside a run of this family stays in it when it is here (packages/captions script-fonts.ts).
   */
  ranges: z.array(z.tuple([z.number().int(), z.number().int()])),
  /** URLs of the files that cover `chars`. */
  files: z.array(z.string()),
});
export type ScriptFontFamily = z.infer<typeof scriptFontFamilySchema>;

export const scriptFontsSchema = z.object({ families: z.array(scriptFontFamilySchema) });
export type ScriptFonts = z.infer<typeof scriptFontsSchema>;

export const scriptFontApi = {
  files: defineRoute({
    method: 'GET',
    path: '/script-fonts',
    summary:
      'For the characters of `chars` that the caption font `font` lacks: the shipped family that draws each (Noto Sans for Latin, Cyrillic and Greek; Noto Sans SC, KR, Arabic, Hebrew, Devanagari, Bengali, Tamil and Thai), and its files at `weight` (400 or 700).',
    access: 'user',
    query: scriptFontQuerySchema,
    data: scriptFontsSchema,
    errors: [422, 429],
  }),
  file: defineRoute({
    method: 'GET',
    path: '/script-fonts/files/:name',
    summary: 'One file of a shipped script font (font/woff2, cached for a year).',
    access: 'public',
    params: z.object({ name: z.string().max(80) }),
    data: null,
    errors: [404],
  }),
};
