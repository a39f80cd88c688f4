// Copies each system font file into storage (skipped when the stored copy is the same size)
// and records, per file, the family name it really carries: libass matches only that name.
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { readFontFace } from '../modules/fonts/font-face';
import type { Database } from '../platform/db/client';
import { type FontFileRecord, fonts } from '../platform/db/schema';
import type { StorageDriver } from '../platform/storage/storage-driver';
import { type SystemFontSeed, systemFontFile, systemFontKey, systemFonts } from './system-fonts';

/** Seeds every system font; returns their ids by slug (templates name fonts by slug). */
export async function seedSystemFonts(db: Database, storage: StorageDriver): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const seed of systemFonts) ids.set(seed.slug, await seedFont(db, storage, seed));
  return ids;
}

async function seedFont(db: Database, storage: StorageDriver, seed: SystemFontSeed): Promise<string> {
  const files: FontFileRecord[] = [];
  for (const weight of seed.weights) {
    const bytes = await readFile(systemFontFile(seed.slug, weight));
    const face = readFontFace(bytes);
    if (!face) throw new Error(`System font file ${seed.slug} ${weight} cannot be read`);
    const key = systemFontKey(seed.slug, weight);
    if ((await storage.head(key))?.sizeBytes !== bytes.length) {
      await storage.put(key, Readable.from(bytes), { contentType: 'font/woff2' });
    }
    files.push({ weight, italic: false, storage_key: key, ass_family: face.family, ass_bold: face.bold });
  }
  const values = {
    slug: seed.slug,
    isSystem: true,
    userId: null,
    name: seed.name,
    fontFamily: seed.name,
    type: 'google' as const,
    storageKey: systemFontKey(seed.slug, seed.defaultWeight),
    weight: seed.weights.join(','),
    defaultWeight: String(seed.defaultWeight),
    files,
  };
  const [row] = await db
    .insert(fonts)
    .values(values)
    .onConflictDoUpdate({ target: fonts.slug, set: values })
    .returning({ id: fonts.id });
  if (!row) throw new Error(`Seeding font ${seed.slug} returned no row`);
  return row.id;
}
