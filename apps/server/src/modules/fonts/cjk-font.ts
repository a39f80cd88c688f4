// The shipped CJK font: Noto Sans SC (SIL OFL 1.1) from @fontsource/noto-sans-sc, about a hundred
// subset files per weight, each for a range of characters (the package's <weight>.css). A caption
// needs only the subsets its characters fall in, so the render and the preview load those alone
// (a few hundred KB instead of 8 MB). libass moves between files of one family glyph by glyph
// (measured: docs/captions.md "CJK").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cjkWeights } from '@captionist/contracts';
import { readFontFace } from './font-face';

const packageDir = path.dirname(
  createRequire(import.meta.url).resolve('@fontsource/noto-sans-sc/package.json'),
);

interface Subset {
  name: string;
  ranges: [number, number][];
}

const subsetsByWeight = new Map<number, Subset[]>();
const subsetsByCodeByWeight = new Map<number, Map<number, number[]>>();

/** The names of the subset files at `weight` that hold the characters, in file order. */
export function cjkFontFiles(chars: string, weight: number): string[] {
  const byCode = subsetsByCode(weight);
  const found = new Set<number>();
  for (const char of new Set(chars))
    for (const index of byCode.get(char.codePointAt(0) ?? 0) ?? []) found.add(index);
  const all = subsets(weight);
  return [...found].sort((a, b) => a - b).map((index) => all[index]?.name ?? '');
}

/**
 * Each code point's subsets (their indexes), built once a weight: testing every character against
 * every range of a hundred subsets took ~23 ms of CPU a request.
 */
function subsetsByCode(weight: number): Map<number, number[]> {
  let byCode = subsetsByCodeByWeight.get(weight);
  if (!byCode) {
    byCode = new Map();
    for (const [index, subset] of subsets(weight).entries())
      for (const [low, high] of subset.ranges)
        for (let code = low; code <= high; code++) {
          const holders = byCode.get(code) ?? [];
          if (holders.at(-1) !== index) holders.push(index);
          byCode.set(code, holders);
        }
    subsetsByCodeByWeight.set(weight, byCode);
  }
  return byCode;
}

/** A subset file's path, only for names the package lists (never a path made from user input). */
export function cjkFontPath(name: string): string | null {
  const known = cjkWeights.some((weight) => subsets(weight).some((subset) => subset.name === name));
  return known ? path.join(packageDir, 'files', name) : null;
}

let family: string | undefined;

/** The family name inside the files ("Noto Sans SC Thin" in fontsource 5.3): what `\fn` must name. */
export function cjkFamily(): string {
  if (family) return family;
  const [first] = subsets(400);
  const face = first ? readFontFace(readFileSync(path.join(packageDir, 'files', first.name))) : null;
  if (!face) throw new Error('The CJK font files cannot be read');
  family = face.family;
  return family;
}

function subsets(weight: number): Subset[] {
  let found = subsetsByWeight.get(weight);
  if (!found) {
    const css = readFileSync(path.join(packageDir, `${weight}.css`), 'utf8');
    found = [...css.matchAll(/url\(\.\/files\/([\w.-]+\.woff2)\)[^;]*;\s*unicode-range:\s*([^;]+);/g)].map(
      ([, name = '', ranges = '']) => ({ name, ranges: parseRanges(ranges) }),
    );
    subsetsByWeight.set(weight, found);
  }
  return found;
}

/** "U+4e00-4e2f,U+3001" → [[0x4e00, 0x4e2f], [0x3001, 0x3001]]. */
function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [low = '0', high] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(low, 16), Number.parseInt(high ?? low, 16)];
  });
}
