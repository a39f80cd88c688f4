// The caption engine's ASS drawn by the real libass inside ffmpeg, over a generated clip: the
// font must be the file we hand it (no silent fallback), and the pixels must land where the
// style says: the caption band, the hook band, and nowhere else.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  buildAssDocument,
  type CaptionFonts,
  type CaptionStyle,
  captionGroups,
  captionStyleSchema,
  SAFE_WIDTH_RATIO,
  scaledFontSize,
  scriptCharactersIn,
  scriptFontWeight,
} from '@captionist/captions';
import * as fontkit from 'fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { emojiArtFor } from '../src/modules/emoji/emoji-art-store';
import { fontCoverage } from '../src/modules/fonts/font-coverage';
import { scriptFontPath, scriptFontsFor } from '../src/modules/fonts/script-fonts';

const run = promisify(execFile);
const WIDTH = 540;
const HEIGHT = 960;
const BACKGROUND = [0x33, 0x66, 0x99];
const fontFile = createRequire(import.meta.url).resolve(
  '@fontsource/montserrat/files/montserrat-latin-800-normal.woff2',
);

let dir: string;
let fontsDir: string;
let clip: string;
let face: { family: string; weight: number; postscriptName: string };

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-render-'));
  fontsDir = path.join(dir, 'fonts');
  mkdirSync(fontsDir);
  copyFileSync(fontFile, path.join(fontsDir, path.basename(fontFile)));
  const font = fontkit.openSync(fontFile);
  if (!('familyName' in font)) throw new Error('expected one font, not a collection');
  face = { family: font.familyName, weight: font['OS/2'].usWeightClass, postscriptName: font.postscriptName };
  clip = path.join(dir, 'clip.mp4');
  const color = `0x${BACKGROUND.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  await run('ffmpeg', [
    ...[
      '-y',
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `color=c=${color}:size=${WIDTH}x${HEIGHT}:rate=25:duration=3`,
    ],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-qp', '0', clip],
  ]);
});

const words = 'Welcome to Captionist everyone'
  .split(' ')
  .map((text, n) => ({ text, start: 200 + n * 400, end: 200 + n * 400 + 350, confidence: 1 }));
const style = (settings: Partial<CaptionStyle> = {}) =>
  captionStyleSchema.parse({ font: 'montserrat', multiAnimationStyle: 'none', ...settings });

interface Burned {
  /** RGB pixels of the frame at `atMs`. */
  frame: Buffer;
  /** ffmpeg's `fontselect:` lines: which font libass picked for which request. */
  fontSelections: string[];
}

/** Burns an ASS document into the clip with ffmpeg's `ass` filter and grabs one frame. */
async function burn(ass: string | null, atMs: number, fontsFolder = fontsDir): Promise<Burned> {
  const assFile = path.join(dir, `captions-${Math.random().toString(36).slice(2)}.ass`);
  if (ass !== null) writeFileSync(assFile, ass);
  const filters = ass === null ? [] : ['-vf', `ass=filename=${assFile}:fontsdir=${fontsFolder}`];
  const { stdout, stderr } = await run(
    'ffmpeg',
    [
      ...['-loglevel', 'verbose', '-i', clip, ...filters, '-ss', String(atMs / 1000)],
      ...['-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  const fontSelections = stderr
    .toString()
    .split('\n')
    .filter((line) => line.includes('fontselect:'));
  return { frame: stdout, fontSelections };
}

/**
 * A fonts folder with the caption font and the shipped script fonts the texts need, as the render
 * makes it (render-file.ts `captionsFor`), and the families to name in the document.
 */
function withScriptFonts(name: string, texts: string[], weight: number) {
  const covered = fontCoverage(readFileSync(fontFile));
  const scriptFonts = scriptFontsFor(scriptCharactersIn(texts), scriptFontWeight(weight), (code) =>
    covered.has(code),
  );
  const folder = path.join(dir, name);
  mkdirSync(folder, { recursive: true });
  copyFileSync(fontFile, path.join(folder, path.basename(fontFile)));
  for (const family of scriptFonts)
    for (const file of family.files) copyFileSync(scriptFontPath(file) ?? '', path.join(folder, file));
  return { folder, scriptFonts };
}

/** Requests libass answered with another font than ours: `(family, weight, italic) -> font, …`. */
function fallbacks(selections: string[], family: string, postscriptName: string): string[] {
  return selections.filter((line) => {
    const match = /fontselect: \((.*), \d+, \d+\) -> (.*?), \d+, (.*)$/.exec(line);
    return !match || match[1] !== family || match[3]?.trim() !== postscriptName;
  });
}

interface Box {
  count: number;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The bounding box of the pixels where two frames differ clearly, inside rows [from, to). */
function changed(a: Buffer, b: Buffer, from = 0, to = HEIGHT): Box {
  const box = { count: 0, top: HEIGHT, bottom: -1, left: WIDTH, right: -1 };
  for (let y = from; y < to; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      const delta = Math.max(...[0, 1, 2].map((c) => Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0))));
      if (delta <= 24) continue;
      box.count++;
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
    }
  }
  return box;
}

/** How many pixels of rows [from, to) are within `tolerance` of the colour `#rrggbb`. */
function pixelsNear(
  frame: Buffer,
  color: string,
  [from, to]: readonly [number, number],
  tolerance = 40,
): number {
  const target = [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16));
  let count = 0;
  for (let i = from * WIDTH * 3; i < to * WIDTH * 3; i += 3) {
    if (target.every((value, c) => Math.abs((frame[i + c] ?? 0) - value) <= tolerance)) count++;
  }
  return count;
}

describe('captions burned in by ffmpeg + libass', () => {
  it('reads the real family name from the font file', () => {
    // A static cut of a variable font: not "Montserrat" (see ARCHITECTURE, fonts and libass).
    expect(face).toEqual({
      family: 'Montserrat Thin ExtraBold',
      weight: 800,
      postscriptName: 'MontserratThin-ExtraBold',
    });
  });

  /** The words in the font file's own family at 800, with a 2 s hook; the rows the hook sits on. */
  const withHook = () => {
    const fonts: CaptionFonts = { montserrat: { family: face.family, weight: face.weight } };
    const captionStyle = style({ fontWeight: 800 });
    const ass = buildAssDocument(words, captionStyle, fonts, {
      width: WIDTH,
      height: HEIGHT,
      hook: { text: 'Hook title', durationMs: 2000 },
    });
    const fontPx = scaledFontSize(captionStyle, WIDTH);
    const hookBand = [Math.floor(HEIGHT * 0.15 - fontPx), Math.ceil(HEIGHT * 0.15 + fontPx)] as const;
    return { ass, captionStyle, fontPx, hookBand };
  };

  it('draws the caption in the given font file, only in the caption band and the hook band', async () => {
    const { ass, captionStyle, fontPx, hookBand } = withHook();
    const [plain, burned] = await Promise.all([burn(null, 500), burn(ass, 500)]);

    expect(burned.fontSelections.length).toBeGreaterThan(0);
    expect(fallbacks(burned.fontSelections, face.family, face.postscriptName)).toEqual([]);

    const centre = (HEIGHT * captionStyle.position) / 100;
    const band = [Math.floor(centre - fontPx), Math.ceil(centre + fontPx)] as const;
    const caption = changed(plain.frame, burned.frame, ...band);
    const hook = changed(plain.frame, burned.frame, ...hookBand);
    const everywhere = changed(plain.frame, burned.frame);
    expect(caption.count).toBeGreaterThan(500);
    expect(hook.count).toBeGreaterThan(200);
    expect(everywhere.count).toBe(caption.count + hook.count);
    // Centred horizontally on the frame and vertically on `position`.
    expect(Math.abs((caption.left + caption.right) / 2 - WIDTH / 2)).toBeLessThan(8);
    expect(Math.abs((caption.top + caption.bottom) / 2 - centre)).toBeLessThan(fontPx / 3);
  });

  it('shows the hook at full strength from the very first frame, the one platforms use as thumbnail', async () => {
    const { ass, hookBand } = withHook();
    const [plain, first, settled] = await Promise.all([burn(null, 0), burn(ass, 0), burn(ass, 1000)]);
    expect(changed(plain.frame, first.frame, ...hookBand).count).toBeGreaterThan(200);
    expect(changed(settled.frame, first.frame, ...hookBand).count).toBe(0);
  });

  it('detects a font fallback: the bare name "Montserrat" is not what the file calls itself', async () => {
    const ass = buildAssDocument(
      words,
      style(),
      { montserrat: { family: 'Montserrat', weight: 800 } },
      {
        width: WIDTH,
        height: HEIGHT,
      },
    );
    const { fontSelections } = await burn(ass, 500);
    const missed = fallbacks(fontSelections, face.family, face.postscriptName);
    expect(missed.length).toBeGreaterThan(0);
    expect(missed.join('\n')).toMatch(/fontselect: \(Montserrat, \d+, \d+\) -> .*DejaVu/);
  });

  it('shrinks a long group to fit the safe width when isAutoSize is on', async () => {
    const long = 'Extraordinarily uncharacteristically incomprehensible'
      .split(' ')
      .map((text, n) => ({ text, start: 100 + n * 300, end: 350 + n * 300, confidence: 1 }));
    const fonts: CaptionFonts = { montserrat: { family: face.family, weight: face.weight } };
    const [plain, shrunk, wide] = await Promise.all([
      burn(null, 800),
      burn(buildAssDocument(long, style({ fontSize: 70 }), fonts, { width: WIDTH, height: HEIGHT }), 800),
      burn(
        buildAssDocument(long, style({ fontSize: 70, isAutoSize: false }), fonts, {
          width: WIDTH,
          height: HEIGHT,
        }),
        800,
      ),
    ]);
    const fitted = changed(plain.frame, shrunk.frame);
    const broken = changed(plain.frame, wide.frame);
    const margin = (WIDTH * (1 - SAFE_WIDTH_RATIO)) / 2;
    // The width estimate is not the font's real metrics: allow it a tenth of the margin.
    console.info(
      `autosize: text spans x ${fitted.left}–${fitted.right} of ${WIDTH} (safe ${margin}–${WIDTH - margin}); ` +
        `broken in two lines: y ${broken.top}–${broken.bottom}`,
    );
    expect(fitted.left).toBeGreaterThanOrEqual(margin * 0.9);
    expect(fitted.right).toBeLessThanOrEqual(WIDTH - margin * 0.9);
    expect(fitted.right - fitted.left).toBeGreaterThan(WIDTH * 0.6);
    // Without isAutoSize the group keeps its size and takes two lines instead.
    expect(broken.bottom - broken.top).toBeGreaterThan(1.5 * (fitted.bottom - fitted.top));
  });

  it('lays Hebrew out right to left: the first word spoken sits on the right', async () => {
    // DejaVu Sans (Debian's fonts-dejavu, which ffmpeg's fontconfig pulls in) has Hebrew glyphs.
    const dejavu = fontkit.openSync('/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf');
    if (!('familyName' in dejavu)) throw new Error('expected one font');
    const hebrew = 'שלום לכל העולם!'
      .split(' ')
      .map((text, n) => ({ text, start: n * 400, end: n * 400 + 350, confidence: 1 }));
    const fonts: CaptionFonts = {
      dejavu: { family: dejavu.familyName, weight: dejavu['OS/2'].usWeightClass },
    };
    const ass = buildAssDocument(
      hebrew,
      style({ font: 'dejavu', fontWeight: 700, multiAnimationStyle: 'highlight', fillColor: '#00ff00' }),
      fonts,
      { width: WIDTH, height: HEIGHT },
    );
    const { frame, fontSelections } = await burn(ass, 100);
    expect(fallbacks(fontSelections, dejavu.familyName, dejavu.postscriptName)).toEqual([]);
    const green: number[] = [];
    for (let i = 0; i < frame.length; i += 3) {
      if ((frame[i] ?? 255) < 80 && (frame[i + 1] ?? 0) > 200 && (frame[i + 2] ?? 255) < 80)
        green.push((i / 3) % WIDTH);
    }
    expect(green.length).toBeGreaterThan(100);
    expect(Math.min(...green)).toBeGreaterThan(WIDTH / 2);
  });

  it('draws an opaque background box in the background colour', async () => {
    const fonts: CaptionFonts = { montserrat: { family: face.family, weight: face.weight } };
    const ass = buildAssDocument(words, style({ backgroundColor: '#ff0000' }), fonts, {
      width: WIDTH,
      height: HEIGHT,
    });
    const { frame, fontSelections } = await burn(ass, 500);
    expect(fallbacks(fontSelections, face.family, face.postscriptName)).toEqual([]);
    let red = 0;
    for (let i = 0; i < frame.length; i += 3) {
      if ((frame[i] ?? 0) > 220 && (frame[i + 1] ?? 255) < 40 && (frame[i + 2] ?? 255) < 40) red++;
    }
    expect(red).toBeGreaterThan(2000);
  });

  it('draws emoji in colour from their artwork, with no font asked for them', async () => {
    const fonts: CaptionFonts = { montserrat: { family: face.family, weight: face.weight } };
    const captionStyle = style({ fontWeight: 800, wordsPerGroup: 3 });
    const spoken = ['So', 'hot🔥', '🇺🇸'].map((text) => ({ text, start: 100, end: 2000, confidence: 1 }));
    const hook = { text: 'Big 💯 news', durationMs: 2000 };
    const frame = { width: WIDTH, height: HEIGHT, hook };
    const emoji = await emojiArtFor([...spoken.map((word) => word.text), hook.text]);
    expect([...emoji.keys()]).toEqual(['🔥', '🇺🇸', '💯']);
    const [withArt, withoutArt] = await Promise.all([
      burn(buildAssDocument(spoken, captionStyle, fonts, { ...frame, emoji }), 500),
      burn(buildAssDocument(spoken, captionStyle, fonts, frame), 500),
    ]);

    expect(fallbacks(withArt.fontSelections, face.family, face.postscriptName)).toEqual([]);
    // Without the artwork libass looks for the characters in another font: what the test would see.
    expect(fallbacks(withoutArt.fontSelections, face.family, face.postscriptName).length).toBeGreaterThan(0);

    const fontPx = scaledFontSize(captionStyle, WIDTH);
    const centre = (HEIGHT * captionStyle.position) / 100;
    const band = [Math.floor(centre - fontPx), Math.ceil(centre + fontPx)] as const;
    // Twemoji's fire orange and the flag's red and blue, in the caption band; the 💯's red in the hook's.
    expect(pixelsNear(withArt.frame, '#f4900c', band)).toBeGreaterThan(100);
    expect(pixelsNear(withArt.frame, '#b22334', band)).toBeGreaterThan(30);
    expect(pixelsNear(withArt.frame, '#3c3b6e', band)).toBeGreaterThan(30);
    expect(pixelsNear(withoutArt.frame, '#f4900c', band)).toBe(0);
    const hookBand = [Math.floor(HEIGHT * 0.15 - fontPx), Math.ceil(HEIGHT * 0.15 + fontPx)] as const;
    expect(pixelsNear(withArt.frame, '#bb1a34', hookBand)).toBeGreaterThan(30);
  });
  it('draws an emphasised word in its colour and larger, the rest of the caption as styled', async () => {
    const fonts: CaptionFonts = { montserrat: { family: face.family, weight: face.weight } };
    // At the style's own size: auto size would grow the plain caption more than the emphasised one.
    const captionStyle = style({ wordsPerGroup: 3, isAutoSize: false });
    const spoken = ['we', 'made', 'money'].map((text) => ({ text, start: 100, end: 2000, confidence: 1 }));
    const frame = { width: WIDTH, height: HEIGHT };
    const emphasised = spoken.map((word, n) =>
      n === 2 ? { ...word, emphasis: { color: '#51cf66', scale: 1.5 } } : word,
    );
    const [plain, loud, background] = await Promise.all([
      burn(buildAssDocument(spoken, captionStyle, fonts, frame), 500),
      burn(buildAssDocument(emphasised, captionStyle, fonts, frame), 500),
      burn(null, 500),
    ]);
    expect(fallbacks(loud.fontSelections, face.family, face.postscriptName)).toEqual([]);
    const all = [0, HEIGHT] as const;
    expect(pixelsNear(plain.frame, '#51cf66', all, 30)).toBe(0);
    expect(pixelsNear(loud.frame, '#51cf66', all, 30)).toBeGreaterThan(300);
    // The other words stay white; the larger word makes the caption wider and taller.
    expect(pixelsNear(loud.frame, '#ffffff', all, 30)).toBeGreaterThan(200);
    const [before, after] = [changed(plain.frame, background.frame), changed(loud.frame, background.frame)];
    expect(after.right - after.left).toBeGreaterThan((before.right - before.left) * 1.15);
    expect(after.bottom - after.top).toBeGreaterThan(before.bottom - before.top);
  });
  it('grows short captions with auto size on, up to 1.5 times the style’s size', async () => {
    const fonts: CaptionFonts = { montserrat: { family: face.family, weight: face.weight } };
    const spoken = ['we', 'go'].map((text) => ({ text, start: 100, end: 2000, confidence: 1 }));
    const frame = { width: WIDTH, height: HEIGHT };
    const [fixed, auto, background] = await Promise.all([
      burn(buildAssDocument(spoken, style({ isAutoSize: false }), fonts, frame), 500),
      burn(buildAssDocument(spoken, style({ isAutoSize: true }), fonts, frame), 500),
      burn(null, 500),
    ]);
    const [small, large] = [changed(fixed.frame, background.frame), changed(auto.frame, background.frame)];
    const ratio = (large.bottom - large.top) / (small.bottom - small.top);
    expect(ratio).toBeGreaterThan(1.35);
    expect(ratio).toBeLessThan(1.65);
  });
  it('draws Chinese and Japanese from the shipped CJK font, asking no other font for them', async () => {
    const fonts: CaptionFonts = { montserrat: { family: face.family, weight: face.weight } };
    const captionStyle = style({ wordsPerGroup: 3, fontWeight: 800 });
    const spoken = ['你好，', '字幕', 'テスト'].map((text) => ({
      text,
      start: 100,
      end: 2000,
      confidence: 1,
    }));
    const { folder, scriptFonts } = withScriptFonts(
      'fonts-cjk',
      spoken.map((word) => word.text),
      800,
    );
    // Only the subsets these characters fall in: a few files, not the hundred of the weight.
    expect(scriptFonts.map((family) => family.family)).toEqual(['Noto Sans SC Thin']);
    expect(scriptFonts[0]?.files.length).toBeGreaterThan(0);
    expect(scriptFonts[0]?.files.length).toBeLessThan(10);
    const frame = { width: WIDTH, height: HEIGHT };
    const [drawn, missing] = await Promise.all([
      burn(buildAssDocument(spoken, captionStyle, fonts, { ...frame, scriptFonts }), 500, folder),
      burn(buildAssDocument(spoken, captionStyle, fonts, frame), 500),
    ]);
    const others = fallbacks(drawn.fontSelections, face.family, face.postscriptName);
    expect(others.length).toBeGreaterThan(0);
    for (const line of others) expect(line).toMatch(/-> NotoSansSC\w*-Bold, \d+, NotoSansSC\w*-Bold$/);
    // Without the CJK font libass goes looking elsewhere: for nothing fit (the tofu case), or for
    // whatever CJK font the machine happens to have (Ghostscript brings Droid Sans Fallback),
    // never ours.
    const elsewhere = fallbacks(missing.fontSelections, face.family, face.postscriptName);
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const line of elsewhere) expect(line).not.toMatch(/NotoSansSC/);
  });

  it('breaks a Chinese sentence spoken as one word between characters, inside the safe width', async () => {
    const fonts: CaptionFonts = { montserrat: { family: face.family, weight: face.weight } };
    const captionStyle = style({ fontSize: 70, isAutoSize: false });
    const sentence = '我们今天要讲的是如何在三十秒之内抓住观众的注意力并且让他们一直看到最后。';
    const spoken = [{ text: sentence, start: 100, end: 6000, confidence: 1 }];
    const { folder, scriptFonts } = withScriptFonts(
      'fonts-cjk-sentence',
      [sentence],
      captionStyle.fontWeight,
    );
    const ass = buildAssDocument(spoken, captionStyle, fonts, { width: WIDTH, height: HEIGHT, scriptFonts });
    const [plain, drawn] = await Promise.all([burn(null, 500), burn(ass, 500, folder)]);
    const text = changed(plain.frame, drawn.frame);
    const margin = (WIDTH * (1 - SAFE_WIDTH_RATIO)) / 2;
    console.info(`CJK sentence: x ${text.left}–${text.right} of ${WIDTH}, y ${text.top}–${text.bottom}`);
    expect(text.left).toBeGreaterThanOrEqual(margin * 0.9);
    expect(text.right).toBeLessThanOrEqual(WIDTH - margin * 0.9);
    // Two lines of it: one line of CJK glyphs is under 0.8 of the ASS font size tall.
    const { fontPx } = captionGroups(spoken, captionStyle, fonts, { width: WIDTH });
    expect(text.bottom - text.top).toBeGreaterThan(1.2 * fontPx);
  });
});
