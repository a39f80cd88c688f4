// Generates the system background tracks with ffmpeg and stores them; a track already in
// storage is left alone. Generated files are also kept in a temporary cache folder keyed by
// their recipe, so that fresh data folders (each test's) do not re-encode them (~1–3 s each).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../platform/db/client';
import { audios } from '../platform/db/schema';
import { runTool } from '../platform/media/run-tool';
import type { StorageDriver } from '../platform/storage/storage-driver';
import { audioFilterGraph, type SystemAudioSeed, systemAudioKey, systemAudios } from './system-audios';

const CACHE_DIR = path.join(os.tmpdir(), 'captionist-system-audio');

export async function seedSystemAudios(db: Database, storage: StorageDriver): Promise<void> {
  await Promise.all(
    systemAudios.map(async (seed) => {
      const key = systemAudioKey(seed);
      if (!(await storage.head(key))) {
        await storage.put(key, createReadStream(await generatedTrack(seed)), { contentType: 'audio/mp4' });
      }
    }),
  );
  for (const seed of systemAudios) {
    const values = {
      slug: seed.slug,
      isSystem: true,
      userId: null,
      name: seed.name,
      storageKey: systemAudioKey(seed),
      durationMs: seed.seconds * 1000,
    };
    await db.insert(audios).values(values).onConflictDoUpdate({ target: audios.slug, set: values });
  }
}

async function generatedTrack(seed: SystemAudioSeed): Promise<string> {
  const graph = audioFilterGraph(seed);
  const recipe = createHash('sha256').update(graph).digest('hex').slice(0, 16);
  const file = path.join(CACHE_DIR, `${seed.slug}-${recipe}.m4a`);
  if (await exists(file)) return file;
  await mkdir(CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}.partial.m4a`;
  try {
    await runTool(
      'ffmpeg',
      [
        ...['-y', '-v', 'error', '-filter_complex', graph, '-map', '[out]'],
        ...['-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart', partial],
      ],
      { timeoutMs: 120_000 },
    );
    await rename(partial, file);
    return file;
  } finally {
    await rm(partial, { force: true });
  }
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
