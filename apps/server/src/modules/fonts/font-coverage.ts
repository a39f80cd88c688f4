// Which characters a caption font holds, read from its files' character maps with fontkit: what
// decides which characters the shipped script fonts draw instead (script-fonts.ts). A font's
// files never change under their storage key, so each is read once.
import { buffer } from 'node:stream/consumers';
import * as fontkit from 'fontkit';
import { LRUCache } from 'lru-cache';
import type { StorageDriver } from '../../platform/storage/storage-driver';
import { isWoff2, sfntFromWoff2 } from './woff2-tables';

/** The code points of one font file; empty for a file that cannot be read as a font. */
export function fontCoverage(bytes: Buffer): ReadonlySet<number> {
  try {
    const font = fontkit.create(isWoff2(bytes) ? sfntFromWoff2(bytes) : bytes);
    return new Set('characterSet' in font ? font.characterSet : []);
  } catch {
    return new Set();
  }
}

// A system font's latin file holds ~400 code points, a CJK one tens of thousands: 200 files is a
// few MB at most.
const byKey = new LRUCache<string, ReadonlySet<number>>({ max: 200 });

/** The code points any of a font's stored files holds (its weights hold the same characters). */
export async function storedFontCoverage(
  storage: StorageDriver,
  storageKeys: readonly string[],
): Promise<(code: number) => boolean> {
  const sets = await Promise.all(
    storageKeys.map(async (key) => {
      let set = byKey.get(key);
      if (!set) {
        set = fontCoverage(await buffer(await storage.get(key)));
        byKey.set(key, set);
      }
      return set;
    }),
  );
  return (code) => sets.some((set) => set.has(code));
}
