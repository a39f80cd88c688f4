// Translation rows: read and written only for a video the caller owns (the service checks the
// video first), and a run's results only by that run (`runId`).
import type { TranscriptWord } from '@captionist/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { type TranslatedSource, videoTranslations } from '../../platform/db/schema';
import { announceAboutVideo } from '../webhooks/webhook-outbox';

export type TranslationRow = typeof videoTranslations.$inferSelect;

export const listTranslations = (db: Database, videoId: string) =>
  db
    .select()
    .from(videoTranslations)
    .where(eq(videoTranslations.videoId, videoId))
    .orderBy(asc(videoTranslations.language));

export async function findTranslation(
  db: Database,
  videoId: string,
  language: string,
): Promise<TranslationRow | null> {
  const [row] = await db
    .select()
    .from(videoTranslations)
    .where(and(eq(videoTranslations.videoId, videoId), eq(videoTranslations.language, language)));
  return row ?? null;
}

/** Starts a run into `language`, replacing what an earlier one made. */
export async function startTranslationRun(
  db: Database,
  values: { videoId: string; language: string; engine: 'llm' | 'whisper'; runId: string },
): Promise<TranslationRow> {
  const running = {
    status: 'running' as const,
    progress: 0,
    error: null,
    engine: values.engine,
    runId: values.runId,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(videoTranslations)
    .values({ videoId: values.videoId, language: values.language, ...running })
    .onConflictDoUpdate({ target: [videoTranslations.videoId, videoTranslations.language], set: running })
    .returning();
  if (!row) throw new Error('translation row not written');
  return row;
}

const ofRun = (videoId: string, language: string, runId: string) =>
  and(
    eq(videoTranslations.videoId, videoId),
    eq(videoTranslations.language, language),
    eq(videoTranslations.runId, runId),
    eq(videoTranslations.status, 'running'),
  );

export async function setTranslationProgress(
  db: Database,
  run: { videoId: string; language: string; runId: string },
  progress: number,
): Promise<void> {
  await db
    .update(videoTranslations)
    .set({ progress: Math.round(progress) })
    .where(ofRun(run.videoId, run.language, run.runId));
}

export async function finishTranslationRun(
  db: Database,
  run: { videoId: string; language: string; runId: string },
  result: { words: TranscriptWord[]; source: TranslatedSource[] },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(videoTranslations)
      .set({ status: 'done', progress: 100, error: null, ...result, updatedAt: new Date() })
      .where(ofRun(run.videoId, run.language, run.runId))
      .returning({ language: videoTranslations.language });
    if (rows.length === 0) return false;
    await announceAboutVideo(tx, run.videoId, 'translation.done', { language: run.language });
    return true;
  });
}

export async function failTranslationRun(
  db: Database,
  run: { videoId: string; language: string; runId: string },
  error: string,
): Promise<boolean> {
  const rows = await db
    .update(videoTranslations)
    .set({ status: 'failed', progress: 0, error, updatedAt: new Date() })
    .where(ofRun(run.videoId, run.language, run.runId))
    .returning({ language: videoTranslations.language });
  return rows.length > 0;
}

export async function saveTranslationWords(
  db: Database,
  videoId: string,
  language: string,
  words: TranscriptWord[],
): Promise<TranslationRow | null> {
  const [row] = await db
    .update(videoTranslations)
    .set({ words, engine: 'edited', updatedAt: new Date() })
    .where(
      and(
        eq(videoTranslations.videoId, videoId),
        eq(videoTranslations.language, language),
        eq(videoTranslations.status, 'done'),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteTranslation(db: Database, videoId: string, language: string): Promise<boolean> {
  const rows = await db
    .delete(videoTranslations)
    .where(and(eq(videoTranslations.videoId, videoId), eq(videoTranslations.language, language)))
    .returning({ language: videoTranslations.language });
  return rows.length > 0;
}
