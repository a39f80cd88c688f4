// The render benches' input: a script read by espeak-ng, timed evenly as the words, captioned in
// Montserrat from @fontsource with 3 words per group, pop and a spring entrance, and a hook.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { captionStyleSchema } from '@captionist/captions';
import * as fontkit from 'fontkit';
import type { RenderEncoder } from '../apps/server/src/modules/renders/render-args';
import type { RenderFont, RenderInput } from '../apps/server/src/platform/db/schema/json-columns';

/** The render's encoder settings, as the server reads them (RENDER_PRESET, RENDER_CRF). */
export const encoder: RenderEncoder = {
  preset: process.env.RENDER_PRESET ?? 'veryfast',
  crf: Number(process.env.RENDER_CRF ?? 21),
};

export const SCRIPT =
  'Most people scroll past a video in the first second. Captions stop the thumb. ' +
  'Every spoken word appears on screen as it is said, so the message lands even with the sound off. ' +
  'Pick a template, choose your colours, and export the finished clip in minutes.';

export function systemFonts(): { fonts: RenderFont[]; files: string[] } {
  const require = createRequire(import.meta.url);
  const filesDir = path.join(path.dirname(require.resolve('@fontsource/montserrat/package.json')), 'files');
  const files = [400, 600, 700, 800, 900].map((w) =>
    path.join(filesDir, `montserrat-latin-${w}-normal.woff2`),
  );
  const fonts = files.map((file) => {
    const face = fontkit.create(readFileSync(file)) as fontkit.Font;
    return {
      fontId: 'montserrat',
      family: face.familyName,
      weight: face['OS/2'].usWeightClass,
      storageKey: file,
    };
  });
  return { fonts, files };
}

/** Emoji for the `render+emoji+emphasis` side: one in every group, a flag and a 22-layer family among them. */
const EMOJI = ['🔥', '🇺🇸', '😂', '👍🏽', '💯', '👨‍👩‍👧'];

export function benchInput(
  fonts: RenderFont[],
  {
    emoji,
    seconds,
    width = 1080,
    height = 1920,
  }: { emoji: boolean; seconds: number; width?: number; height?: number },
): RenderInput {
  const emphasis = { color: '#ffd43b', scale: 1.2 };
  const tokens = SCRIPT.split(/\s+/).map((text, i) =>
    emoji && i % 3 === 1 ? `${text}${EMOJI[Math.floor(i / 3) % EMOJI.length]}` : text,
  );
  const step = Math.floor((seconds * 1000) / tokens.length);
  return {
    creditCharged: false,
    secondWords: [],
    words: tokens.map((text, i) => ({
      text,
      start: i * step,
      end: i * step + step - 40,
      confidence: null,
      ...(emoji && i % 3 === 2 ? { emphasis } : {}),
    })),
    style: captionStyleSchema.parse({
      font: 'montserrat',
      fontWeight: 800,
      wordsPerGroup: 3,
      multiAnimationStyle: 'pop',
      singleAnimationStyle: 'pop',
      uppercase: true,
      strokeSize: 'lg',
      shadowSize: 'md',
    }),
    fonts,
    hook: { text: emoji ? 'Captions stop the scroll 🛑' : 'Captions stop the scroll', durationMs: 3000 },
    music: null,
    broll: [],
    cuts: [],
    zooms: [],
    reframe: null,
    frame: null,
    fps: null,
    width,
    height,
    durationMs: seconds * 1000,
  };
}
