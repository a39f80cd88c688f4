// The shipped fonts for what a caption's font cannot draw (docs/captions.md "Scripts"): the Noto
// families from @fontsource (SIL OFL 1.1), one per script. Each package holds subset files per
// weight, each for a range of characters (its <weight>.css), so a caption loads only the files
// its characters fall in (a few hundred KB of the CJK fonts' 8 MB). libass moves between files of
// one family glyph by glyph (measured: docs/captions.md "Scripts").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type ScriptFontFamily, scriptFontWeights } from '@captionist/contracts';
import { readFontFace } from './font-face';

interface ScriptFont {
  slug: string;
  /** The letters it is for; a character of no one script (punctuation, marks) may go to any. */
  script: RegExp;
}

/** In the order a shared character (a comma, a dash) is looked for. */
const SCRIPT_FONTS: readonly ScriptFont[] = [
  { slug: 'noto-sans', script: /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u },
  {
    slug: 'noto-sans-sc',
    script: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}]/u,
  },
  { slug: 'noto-sans-kr', script: /\p{Script=Hangul}/u },
  { slug: 'noto-sans-arabic', script: /\p{Script=Arabic}/u },
  { slug: 'noto-sans-hebrew', script: /\p{Script=Hebrew}/u },
  { slug: 'noto-sans-devanagari', script: /\p{Script=Devanagari}/u },
  { slug: 'noto-sans-bengali', script: /\p{Script=Bengali}/u },
  { slug: 'noto-sans-tamil', script: /\p{Script=Tamil}/u },
  { slug: 'noto-sans-thai', script: /\p{Script=Thai}/u },
];

const shared = /[\p{Script=Common}\p{Script=Inherited}]/u;

const require = createRequire(import.meta.url);
const packageDir = (slug: string) => path.dirname(require.resolve(`@fontsource/${slug}/package.json`));

interface Subset {
  name: string;
  ranges: [number, number][];
}

interface LoadedFont {
  slug: string;
  script: RegExp;
  subsets: Subset[];
  /** Each code point's subsets (indexes), built once: testing every character against every range of a hundred subsets took ~23 ms a request. */
  byCode: Map<number, number[]>;
}

const loaded = new Map<string, LoadedFont>();

function loadFont(font: ScriptFont, weight: number): LoadedFont {
  const key = `${font.slug}:${weight}`;
  let found = loaded.get(key);
  if (!found) {
    const css = readFileSync(path.join(packageDir(font.slug), `${weight}.css`), 'utf8');
    const subsets = [
      ...css.matchAll(/url\(\.\/files\/([\w.-]+\.woff2)\)[^;]*;\s*unicode-range:\s*([^;]+);/g),
    ].map(([, name = '', ranges = '']) => ({ name, ranges: parseRanges(ranges) }));
    const byCode = new Map<number, number[]>();
    for (const [index, subset] of subsets.entries())
      for (const [low, high] of subset.ranges)
        for (let code = low; code <= high; code++) {
          const holders = byCode.get(code) ?? [];
          if (holders.at(-1) !== index) holders.push(index);
          byCode.set(code, holders);
        }
    found = { ...font, subsets, byCode };
    loaded.set(key, found);
  }
  return found;
}

/** A shipped weight for a caption's weight: 400 or 700. */
const isShippedWeight = (weight: number) => (scriptFontWeights as readonly number[]).includes(weight);

/**
 * For each character of `chars` the caption font does not hold (`covered`), the first shipped
 * family for its script that does; with the names of the files that hold them and every code
 * point those files hold. Characters no shipped family holds are left to the caption font.
 */
export function scriptFontsFor(
  chars: string,
  weight: number,
  covered: (code: number) => boolean,
): (Omit<ScriptFontFamily, 'files'> & { files: string[] })[] {
  if (!isShippedWeight(weight)) throw new Error(`No script font weight ${weight}`);
  const fonts = SCRIPT_FONTS.map((font) => loadFont(font, weight));
  const chosen = new Map<LoadedFont, { chars: string; files: Set<number> }>();
  for (const char of new Set(chars)) {
    const code = char.codePointAt(0) ?? 0;
    if (covered(code)) continue;
    const isShared = shared.test(char);
    const font = fonts.find((f) => (isShared || f.script.test(char)) && f.byCode.has(code));
    if (!font) continue;
    const entry = chosen.get(font) ?? { chars: '', files: new Set<number>() };
    entry.chars += char;
    for (const index of font.byCode.get(code) ?? []) entry.files.add(index);
    chosen.set(font, entry);
  }
  return [...chosen].map(([font, { chars, files }]) => {
    const subsets = [...files].sort((a, b) => a - b).map((index) => font.subsets[index]);
    return {
      family: familyOf(font.slug),
      chars,
      ranges: mergeRanges(subsets.flatMap((subset) => subset?.ranges ?? [])),
      files: subsets.flatMap((subset) => subset?.name ?? []),
    };
  });
}

let fileIndex: Map<string, string> | undefined;

/** A subset file's path, only for names the packages list (never a path made from user input). */
export function scriptFontPath(name: string): string | null {
  if (!fileIndex) {
    fileIndex = new Map();
    for (const font of SCRIPT_FONTS)
      for (const weight of scriptFontWeights)
        for (const subset of loadFont(font, weight).subsets)
          fileIndex.set(subset.name, path.join(packageDir(font.slug), 'files', subset.name));
  }
  return fileIndex.get(name) ?? null;
}

const families = new Map<string, string>();

/** The family name inside a package's files ("Noto Sans SC Thin" in fontsource 5.3): what `\fn` must name. */
function familyOf(slug: string): string {
  let family = families.get(slug);
  if (!family) {
    const font = SCRIPT_FONTS.find((f) => f.slug === slug);
    const [first] = font ? loadFont(font, 400).subsets : [];
    const face = first ? readFontFace(readFileSync(path.join(packageDir(slug), 'files', first.name))) : null;
    if (!face) throw new Error(`The font files of ${slug} cannot be read`);
    family = face.family;
    families.set(slug, family);
  }
  return family;
}

/** "U+4e00-4e2f,U+3001" → [[0x4e00, 0x4e2f], [0x3001, 0x3001]]. */
export function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [low = '0', high] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(low, 16), Number.parseInt(high ?? low, 16)];
  });
}

function mergeRanges(ranges: [number, number][]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [low, high] of sorted) {
    const last = merged.at(-1);
    if (last && low <= last[1] + 1) last[1] = Math.max(last[1], high);
    else merged.push([low, high]);
  }
  return merged;
}
