// Captions in ten scripts, burned in as the render burns them (render-file.ts writeCaptions: the
// same document, the caption font and the shipped script fonts in one folder, ffmpeg's libass),
// then read back by tesseract with Debian's language packs: at least 95 % of the characters
// must come back (issue 35).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCaptions } from '../src/modules/renders/render-file';
import { type RenderInput, renderInputSchema } from '../src/platform/db/schema/json-columns';

const run = promisify(execFile);
const WIDTH = 1280;
const HEIGHT = 720;
const fontFile = createRequire(import.meta.url).resolve(
  '@fontsource/montserrat/files/montserrat-latin-800-normal.woff2',
);

/** A caption per script, and the tesseract language that reads it. */
const SCRIPTS = [
  { script: 'Arabic', lang: 'ara', text: 'مرحبا بكم في عالم الترجمة' },
  { script: 'Hebrew', lang: 'heb', text: 'שלום לכולם וברוכים הבאים' },
  { script: 'Hindi', lang: 'hin', text: 'नमस्ते दुनिया यह परीक्षण है' },
  { script: 'Bengali', lang: 'ben', text: 'আমি বাংলায় গান গাই' },
  { script: 'Tamil', lang: 'tam', text: 'வணக்கம் உலகம் நன்றி' },
  { script: 'Thai', lang: 'tha', text: 'สวัสดีชาวโลก ยินดีต้อนรับทุกคน' },
  { script: 'Korean', lang: 'kor', text: '안녕하세요 여러분 반갑습니다' },
  { script: 'Japanese', lang: 'jpn', text: 'こんにちは世界' },
  { script: 'Chinese', lang: 'chi_sim', text: '你好世界欢迎' },
  { script: 'Russian', lang: 'rus', text: 'Привет всем друзьям' },
] as const;

let dir: string;
let family: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-scripts-'));
  const font = fontkit.openSync(fontFile);
  if (!('familyName' in font)) throw new Error('expected one font, not a collection');
  family = font.familyName;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A render's input: the caption in one group on a wide frame, in the system font's 800 weight. */
function inputFor(text: string): RenderInput {
  const words = text.split(' ').map((word, n) => ({ text: word, start: n * 100, end: 3000, confidence: 1 }));
  return renderInputSchema.parse({
    creditCharged: false,
    words,
    style: {
      font: 'montserrat',
      fontWeight: 800,
      fontSize: 60,
      isAutoSize: false,
      multiAnimationStyle: 'none',
      wordsPerGroup: 5,
    },
    fonts: [{ fontId: 'montserrat', family, weight: 800, storageKey: 'montserrat-800.woff2' }],
    hook: null,
    music: null,
    width: WIDTH,
    height: HEIGHT,
    durationMs: 3000,
  });
}

/** The caption burned over black at 1.5 s and read back by tesseract in `lang` (inverted, enlarged, as OCR likes it). */
async function burnAndRead(input: RenderInput, lang: string, name: string): Promise<string> {
  const work = mkdtempSync(path.join(dir, `${name}-`));
  const { subtitles, fontsDir } = await writeCaptions(input, [fontFile], work);
  const band = path.join(work, 'band.png');
  await run('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', `color=c=black:s=${WIDTH}x${HEIGHT}:r=10:d=3`],
    ...[
      '-vf',
      `ass=filename=${subtitles}:fontsdir=${fontsDir},crop=${WIDTH}:160:0:${HEIGHT * 0.8 - 80},format=gray,negate`,
    ],
    ...['-ss', '1.5', '-frames:v', '1', '-y', band],
  ]);
  const { stdout } = await run('tesseract', [band, '-', '-l', lang, '--psm', '7']);
  return stdout;
}

/**
 * Share of the caption's characters tesseract gave back: 1 − edit distance / length, spaces and
 * the zero-width joiners tesseract writes after a Tamil virama aside.
 */
function characterAccuracy(expected: string, read: string): number {
  const visible = (text: string) => [...text.replace(/[\s\u200b-\u200d]+/g, '')];
  const a = visible(expected);
  const b = visible(read);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = row;
  }
  return 1 - (previous[b.length] ?? a.length) / a.length;
}

describe('captions in ten scripts, burned in and read back', () => {
  it.each(SCRIPTS)('draws $script so that OCR reads it back', async ({ script, lang, text }) => {
    const read = await burnAndRead(inputFor(text), lang, script);
    const accuracy = characterAccuracy(text, read);
    console.info(`${script}: ${(accuracy * 100).toFixed(1)} % of characters read back ("${read.trim()}")`);
    expect(accuracy, `${script} read as "${read.trim()}"`).toBeGreaterThanOrEqual(0.95);
  });
});
