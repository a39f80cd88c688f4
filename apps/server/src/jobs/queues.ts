// Every queue and its retry policy, created at start by every process (API processes send jobs,
// workers take them; pg-boss needs a queue to exist before either).
import type { Config } from '../platform/config';
import type { JobOptions, JobQueue } from '../platform/queue/job-queue';

// A job that fails for good (its last attempt threw, expired or its worker died) leaves its data in
// its dead-letter queue, whose worker marks the subject failed with a reason (jobs/dead-letters.ts).
// Dead-letter jobs are plain database updates: retried often, never dead-lettered themselves.
const deadLetterOptions: JobOptions = { retryLimit: 10, retryDelaySeconds: 30, expireInSeconds: 300 };
export const deadLetterQueues = {
  'videos.process.dead-letter': deadLetterOptions,
  'media.process.dead-letter': deadLetterOptions,
  'media.import-stock.dead-letter': deadLetterOptions,
  'videos.transcribe.dead-letter': deadLetterOptions,
  'videos.transcribe-piece.dead-letter': deadLetterOptions,
  'videos.align.dead-letter': deadLetterOptions,
  'videos.translate.dead-letter': deadLetterOptions,
  'videos.render.dead-letter': deadLetterOptions,
  'videos.overlay.dead-letter': deadLetterOptions,
  'videos.faces.dead-letter': deadLetterOptions,
  'videos.speakers.dead-letter': deadLetterOptions,
  'storage.delete-prefix.dead-letter': deadLetterOptions,
} satisfies Record<string, JobOptions>;

export const queues = {
  'plans.renew-credits': { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 600 },
  'sessions.purge-expired': { retryLimit: 1, expireInSeconds: 300 },
  'idempotency.purge-expired': { retryLimit: 1, expireInSeconds: 300 },
  // Finishing a sign-up and issuing a password reset, off the request so that its answer takes the
  // same time whether or not the address has an account (modules/auth/account-jobs).
  'accounts.signup': { retryLimit: 3, retryDelaySeconds: 15, expireInSeconds: 300 },
  'accounts.password-reset': { retryLimit: 3, retryDelaySeconds: 15, expireInSeconds: 300 },
  'storage.delete-prefix': {
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 900,
    deadLetter: 'storage.delete-prefix.dead-letter',
  },
  // Probing, the poster and the light proxy; long sources take minutes to re-encode.
  'videos.process': {
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 3600,
    deadLetter: 'videos.process.dead-letter',
  },
  // A clip's own preview copy while its recording's is made (modules/videos/clip-proxy): a failure
  // leaves the clip playing its upload or showing its poster, as before the copy was asked for.
  'videos.clip-proxy': { retryLimit: 1, retryDelaySeconds: 30, expireInSeconds: 1800 },
  'uploads.clean-abandoned': { retryLimit: 1, expireInSeconds: 900 },
  'media.process': {
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 900,
    deadLetter: 'media.process.dead-letter',
  },
  // A stock item streamed from its provider into storage, then probed (modules/stock/stock-import).
  'media.import-stock': { retryLimit: 0, expireInSeconds: 900, deadLetter: 'media.import-stock.dead-letter' },
  // Speech recognition and forced alignment; the last attempt marks the video failed with a reason.
  'videos.transcribe': {
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 3600,
    deadLetter: 'videos.transcribe.dead-letter',
  },
  // One piece of a long recording's sound (modules/transcription/piece-runs): a few minutes each.
  'videos.transcribe-piece': {
    retryLimit: 2,
    retryDelaySeconds: 10,
    expireInSeconds: 3600,
    deadLetter: 'videos.transcribe-piece.dead-letter',
  },
  'videos.align': {
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 3600,
    deadLetter: 'videos.align.dead-letter',
  },
  // A transcript translated by the language model, or offline by whisper (modules/translations).
  'videos.translate': {
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 3600,
    deadLetter: 'videos.translate.dead-letter',
  },
  // Faces on sampled frames for the reframe (modules/reframe): a few seconds a minute of video.
  'videos.faces': {
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 3600,
    deadLetter: 'videos.faces.dead-letter',
  },
  // Who speaks when (modules/speakers): the voices, then the people on screen, about a quarter of
  // the recording's length on top of its face search.
  'videos.speakers': {
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 3600,
    deadLetter: 'videos.speakers.dead-letter',
  },
  // One ffmpeg pass (its expiry comes from RENDER_JOB_TIMEOUT_SECONDS); a dead worker's render is
  // retried once its lease goes stale. The last attempt fails the render and refunds its credit.
  'videos.render': {
    retryLimit: 2,
    retryDelaySeconds: 10,
    expireInSeconds: 7200,
    deadLetter: 'videos.render.dead-letter',
  },
  // A render's captions alone on a transparent picture (modules/overlays): no source to decode,
  // about 1.5 CPU seconds a second of 1080×1920.
  'videos.overlay': {
    retryLimit: 2,
    retryDelaySeconds: 10,
    expireInSeconds: 3600,
    deadLetter: 'videos.overlay.dead-letter',
  },
} satisfies Record<string, JobOptions>;

export type QueueName = keyof typeof queues;

export async function createQueues(
  queue: JobQueue,
  config: Pick<Config, 'RENDER_JOB_TIMEOUT_SECONDS'>,
): Promise<void> {
  const configured: Record<string, JobOptions> = {
    // A queue's dead-letter queue must exist before the queue names it.
    ...deadLetterQueues,
    ...queues,
    'videos.render': { ...queues['videos.render'], expireInSeconds: config.RENDER_JOB_TIMEOUT_SECONDS },
  };
  for (const [name, options] of Object.entries(configured)) await queue.createQueue(name, options);
}
