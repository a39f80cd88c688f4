// Workers of the dead-letter queues (queues.ts): a job that failed for good, however it failed
// (its last attempt threw, expired, or its worker died and the lease sweeper failed it), ends its
// subject as failed with a reason the person can read, never leaving it "in progress".
import type { AppContext } from '../app-context';
import { mediaMessages } from '../modules/media/media-processing';
import { failStuckMedia } from '../modules/media/media-queries';
import { overlayMessages } from '../modules/overlays/overlay-messages';
import { failOverlay } from '../modules/overlays/overlay-queries';
import { failStuckFaceTrack } from '../modules/reframe/face-track-queries';
import { reframeMessages } from '../modules/reframe/face-track-service';
import { failStuckRender } from '../modules/renders/render-dead-letter';
import { speakerMessages } from '../modules/speakers/speaker-service';
import { failStuckSpeakerTrack } from '../modules/speakers/speaker-track-queries';
import { stockImportMessages } from '../modules/stock/stock-import';
import { forgetPieces } from '../modules/transcription/piece-runs';
import { transcriptionErrors } from '../modules/transcription/transcription-messages';
import { failStuckTranscriptionRun } from '../modules/transcription/transcription-queries';
import { translationMessages } from '../modules/translations/translation-messages';
import { failTranslationRun } from '../modules/translations/translation-queries';
import type { TranslationJob } from '../modules/translations/translation-service';
import { processingMessages } from '../modules/videos/video-processing';
import { failVideoPreparation } from '../modules/videos/video-queries';
import type { deadLetterQueues } from './queues';

type DeadLetterQueue = keyof typeof deadLetterQueues;

export async function registerDeadLetterWorkers(context: AppContext): Promise<void> {
  const { queue, logger } = context;
  const { db } = context.database;
  const gaveUp = (name: DeadLetterQueue, subject: Record<string, string>, changed: boolean) =>
    logger.warn({ queue: name, ...subject, changed }, 'job failed for good; its subject is marked failed');

  const onDeadLetter = <T extends object>(name: DeadLetterQueue, handler: (data: T) => Promise<void>) =>
    // Rare, and nobody waits for them to the second: poll less than the working queues.
    queue.work<T>(name, ({ data }) => handler(data), { pollingIntervalSeconds: 10 });

  await onDeadLetter<{ videoId: string }>('videos.process.dead-letter', async ({ videoId }) =>
    gaveUp(
      'videos.process.dead-letter',
      { videoId },
      await failVideoPreparation(db, videoId, processingMessages.gaveUp),
    ),
  );
  const transcriptionRuns = [
    'videos.transcribe.dead-letter',
    'videos.transcribe-piece.dead-letter',
    'videos.align.dead-letter',
  ] as const;
  for (const name of transcriptionRuns) {
    await onDeadLetter<{ videoId: string }>(name, async ({ videoId }) => {
      gaveUp(
        name,
        { videoId },
        await failStuckTranscriptionRun(db, videoId, transcriptionErrors.keptFailing),
      );
      await forgetPieces(context, videoId);
    });
  }
  await onDeadLetter<TranslationJob>('videos.translate.dead-letter', async (run) =>
    gaveUp(
      'videos.translate.dead-letter',
      { videoId: run.videoId, language: run.language },
      await failTranslationRun(db, run, translationMessages.keptFailing),
    ),
  );
  await onDeadLetter<{ renderId: string }>('videos.render.dead-letter', async ({ renderId }) =>
    gaveUp('videos.render.dead-letter', { renderId }, await failStuckRender(db, renderId)),
  );
  await onDeadLetter<{ overlayId: string }>('videos.overlay.dead-letter', async ({ overlayId }) =>
    gaveUp(
      'videos.overlay.dead-letter',
      { overlayId },
      await failOverlay(db, overlayId, overlayMessages.keptFailing),
    ),
  );
  await onDeadLetter<{ videoId: string }>('videos.faces.dead-letter', async ({ videoId }) =>
    gaveUp(
      'videos.faces.dead-letter',
      { videoId },
      await failStuckFaceTrack(db, videoId, reframeMessages.keptFailing),
    ),
  );
  await onDeadLetter<{ videoId: string }>('videos.speakers.dead-letter', async ({ videoId }) =>
    gaveUp(
      'videos.speakers.dead-letter',
      { videoId },
      await failStuckSpeakerTrack(db, videoId, speakerMessages.keptFailing),
    ),
  );
  await onDeadLetter<{ mediaId: string }>('media.process.dead-letter', async ({ mediaId }) =>
    gaveUp('media.process.dead-letter', { mediaId }, await failStuckMedia(db, mediaId, mediaMessages.gaveUp)),
  );
  await onDeadLetter<{ mediaId: string }>('media.import-stock.dead-letter', async ({ mediaId }) =>
    gaveUp(
      'media.import-stock.dead-letter',
      { mediaId },
      await failStuckMedia(db, mediaId, stockImportMessages.failed),
    ),
  );
  // No one waits on a deletion; the files stay until an operator removes the prefix.
  await onDeadLetter<{ prefix: string }>('storage.delete-prefix.dead-letter', async ({ prefix }) => {
    logger.error({ prefix }, 'stored files could not be deleted after every attempt; remove them by hand');
  });
}
