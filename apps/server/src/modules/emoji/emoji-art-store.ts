// The emoji artwork the caption engine draws, read from the pinned `@twemoji/svg` package and
// converted on first use (twemoji-art.ts); kept in memory after, since the same few emoji come
// back in caption after caption. Only the package's own names are looked up, so the cache holds
// at most one entry per file (~3 700, ~11 MB) and no emoji is converted twice, whoever asks.
// The render job and GET /api/emoji both read through here.
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { artByEmoji, type EmojiArt, type EmojiArtSet, emojiArtName, emojiIn } from '@captionist/captions';
import { emojiArtNameSchema } from '@captionist/contracts';
import { twemojiArt } from './twemoji-art';

const artDir = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));
let artNames: Set<string> | undefined;
const knownNames = () => {
  artNames ??= new Set(
    readdirSync(artDir)
      .filter((file) => file.endsWith('.svg'))
      .map((file) => file.slice(0, -'.svg'.length)),
  );
  return artNames;
};
// About 3 KB each on average; a file that cannot be drawn is remembered as such.
const cache = new Map<string, EmojiArt | false>();

/** How many of the names have not been converted yet: the work a request for them costs. */
export const unconvertedEmoji = (names: readonly string[]): number =>
  names.filter((name) => knownNames().has(name) && !cache.has(name)).length;

/** The artwork of each name that has one (Twemoji file names, see emojiArtName). */
export async function emojiArtByName(names: readonly string[]): Promise<Map<string, EmojiArt>> {
  const found = new Map<string, EmojiArt>();
  await Promise.all(
    names.map(async (name) => {
      const art = await artNamed(name);
      if (art) found.set(name, art);
    }),
  );
  return found;
}

/** The artwork of every emoji in the texts, keyed by the emoji itself (buildAssDocument's `emoji`). */
export async function emojiArtFor(texts: readonly string[]): Promise<EmojiArtSet> {
  const emoji = emojiIn(texts);
  const byName = await emojiArtByName(emoji.map(emojiArtName));
  return artByEmoji(emoji, (name) => byName.get(name));
}

async function artNamed(name: string): Promise<EmojiArt | null> {
  // The name becomes a file path: only the package's own file names are looked up.
  if (!emojiArtNameSchema.safeParse(name).success || !knownNames().has(name)) return null;
  const cached = cache.get(name);
  if (cached !== undefined) return cached || null;
  const svg = await readFile(path.join(artDir, `${name}.svg`), 'utf8').catch(() => null);
  const art = svg === null ? null : twemojiArt(svg);
  cache.set(name, art ?? false);
  return art;
}
