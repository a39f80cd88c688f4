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

/** The names of the subset files at `weight` that hold the characters, in file order. */
export function cjkFontFiles(chars: string, weight: number): string[] {
  const codes = [...chars].map((char) => char.codePointAt(0) ?? 0);
  return subsets(weight)
    .filter((subset) =>
      codes.some((code) => subset.ranges.some(([low, high]) => code >= low && code <= high)),
    )
    .map((subset) => subset.name);
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
