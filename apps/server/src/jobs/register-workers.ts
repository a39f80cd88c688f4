// Registers every queue worker of this process. Feature workers (probe, transcribe, render)
// arrive with their features; periodic housekeeping lives here too.
import { registerAccountWorkers } from '../modules/auth/account-jobs';
import { deleteExpiredSessions } from '../modules/auth/session-queries';
import { processMedia } from '../modules/media/media-processing';
import { runOverlayJob } from '../modules/overlays/overlay-job';
import { renewDueSubscriptions } from '../modules/plans/credit-renewal';
import { type FaceSearchJob, runFaceTrackJob } from '../modules/reframe/face-track-job';
import { runRenderJob } from '../modules/renders/render-job';
import { runSpeakerJob, type SpeakerJob } from '../modules/speakers/speaker-job';
import { downloadStockMedia } from '../modules/stock/stock-import';
import { StockService } from '../modules/stock/stock-service';
import { createAligner, createTranscriber } from '../modules/transcription/engines/select-transcriber';
import { type PieceJob, runPieceJob } from '../modules/transcription/piece-runs';
import type { TranscribeOptions } from '../modules/transcription/transcriber';
import { runTranscriptionJob } from '../modules/transcription/transcription-job';
import { runTranslationJob } from '../modules/translations/translation-job';
import type { TranslationJob } from '../modules/translations/translation-service';
import { cleanUpAbandonedUploads } from '../modules/uploads/abandoned-uploads';
import { type ClipProxyJob, makeClipProxy } from '../modules/videos/clip-proxy';
import { type ProcessJob, processVideo } from '../modules/videos/video-processing';
import { startWebhookSender } from '../modules/webhooks/webhook-sender';
import { CoreShare } from '../platform/concurrency/core-share';
import { purgeIdempotentRequests } from '../platform/http/idempotency-queries';
import { workDeletePrefix } from '../platform/storage/delete-prefix-job';
import type { Runtime } from '../runtime';
import { registerDeadLetterWorkers } from './dead-letters';

export async function registerWorkers(context: Runtime): Promise<void> {
  const { queue, database, logger, storage } = context;

  await queue.work('plans.renew-credits', async () => {
    const renewed = await renewDueSubscriptions(database.db);
    if (renewed > 0) logger.info({ renewed }, 'credit periods renewed');
  });
  await queue.schedule('plans.renew-credits', '*/10 * * * *');

  await registerAccountWorkers(context);
  await queue.work('sessions.purge-expired', () => deleteExpiredSessions(database.db));
  await queue.schedule('sessions.purge-expired', '17 * * * *');
  await queue.work('idempotency.purge-expired', () => purgeIdempotentRequests(database.db));
  await queue.schedule('idempotency.purge-expired', '23 * * * *');

  await registerDeadLetterWorkers(context);
  await workDeletePrefix(queue, storage);
  await queue.work<ProcessJob>('videos.process', ({ data, signal }) => processVideo(context, data, signal), {
    concurrency: context.config.WORKER_CONCURRENCY,
  });
  await queue.work<ClipProxyJob>(
    'videos.clip-proxy',
    ({ data, signal }) => makeClipProxy(context, data, signal),
    { concurrency: context.config.WORKER_CONCURRENCY },
  );

  // However many jobs run at once, the speech engines' threads never outnumber the cores.
  const cores = new CoreShare(context.config.WORKER_CORES);
  const transcriber = await createTranscriber(context.config, logger, cores);
  const aligner = createAligner(context.config, cores);
  const recognition = {
    engine: transcriber.engine,
    recognise: (wavPath: string, options: TranscribeOptions) => transcriber.transcribe(wavPath, options),
    inPieces: true,
  };
  await queue.work<{ videoId: string }>(
    'videos.transcribe',
    (job) => runTranscriptionJob(context, job, recognition),
    {
      concurrency: context.config.WORKER_CONCURRENCY,
    },
  );
  await queue.work<PieceJob>('videos.transcribe-piece', (job) => runPieceJob(context, job, recognition), {
    concurrency: context.config.WORKER_CONCURRENCY,
  });
  await queue.work<{ videoId: string; script: string }>(
    'videos.align',
    (job) =>
      runTranscriptionJob(context, job, {
        engine: 'aligned',
        recognise: (wavPath, options) => aligner.align(wavPath, job.data.script, options),
      }),
    { concurrency: context.config.WORKER_CONCURRENCY },
  );

  await queue.work<TranslationJob>(
    'videos.translate',
    (job) => runTranslationJob(context, job, transcriber),
    {
      concurrency: context.config.WORKER_CONCURRENCY,
    },
  );

  await queue.work<FaceSearchJob>('videos.faces', (job) => runFaceTrackJob(context, job), {
    concurrency: context.config.WORKER_CONCURRENCY,
  });

  await queue.work<SpeakerJob>('videos.speakers', (job) => runSpeakerJob(context, job), {
    concurrency: context.config.WORKER_CONCURRENCY,
  });

  await queue.work<{ renderId: string }>('videos.render', (job) => runRenderJob(context, job), {
    concurrency: context.config.WORKER_CONCURRENCY,
  });

  await queue.work<{ overlayId: string }>('videos.overlay', (job) => runOverlayJob(context, job), {
    concurrency: context.config.WORKER_CONCURRENCY,
  });

  await queue.work<{ mediaId: string }>(
    'media.process',
    ({ data, signal }) => processMedia(context, data.mediaId, signal),
    {
      concurrency: context.config.WORKER_CONCURRENCY,
    },
  );

  const stock = new StockService(context);
  await queue.work<{ mediaId: string }>(
    'media.import-stock',
    ({ data, signal }) => downloadStockMedia(context, stock, data.mediaId, signal),
    { concurrency: context.config.WORKER_CONCURRENCY },
  );

  await queue.work('uploads.clean-abandoned', async () => {
    const cleaned = await cleanUpAbandonedUploads(context);
    if (cleaned > 0) logger.info({ cleaned }, 'abandoned uploads cleaned up');
  });
  await queue.schedule('uploads.clean-abandoned', '41 * * * *');

  // Not a queue job: woken by the outbox's notification, it sends within milliseconds.
  const webhooks = await startWebhookSender(context);
  context.onClose(() => webhooks.stop());

  logger.info({ concurrency: context.config.WORKER_CONCURRENCY }, 'workers registered');
}
