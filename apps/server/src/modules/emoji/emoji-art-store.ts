// The emoji artwork the caption engine draws, read from the pinned `@twemoji/svg` package and
// converted on first use (twemoji-art.ts); kept in memory after, since the same few emoji come
// back in caption after caption. The render job and GET /api/emoji both read through here.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { artByEmoji, type EmojiArt, type EmojiArtSet, emojiArtName, emojiIn } from '@captionist/captions';
import { emojiArtNameSchema } from '@captionist/contracts';
import { LRUCache } from 'lru-cache';
import { twemojiArt } from './twemoji-art';

const artDir = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));
// About 3 KB each on average; an emoji with no artwork is remembered as such.
const cache = new LRUCache<string, EmojiArt | false>({ max: 2_000 });

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
  // The name becomes a file path: only Twemoji's own shape of name is looked up.
  if (!emojiArtNameSchema.safeParse(name).success) return null;
  const cached = cache.get(name);
  if (cached !== undefined) return cached || null;
  const svg = await readFile(path.join(artDir, `${name}.svg`), 'utf8').catch(() => null);
  const art = svg === null ? null : twemojiArt(svg);
  cache.set(name, art ?? false);
  return art;
}
