// Every queue and its retry policy, created at start by every process (API processes send jobs,
// workers take them; pg-boss needs a queue to exist before either).
import type { Config } from '../platform/config';
import type { JobOptions, JobQueue } from '../platform/queue/job-queue';

export const queues = {
  'plans.renew-credits': { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 600 },
  'sessions.purge-expired': { retryLimit: 1, expireInSeconds: 300 },
  'storage.delete-prefix': { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 900 },
  // Probing, the poster and the light proxy; long sources take minutes to re-encode.
  'videos.process': { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 3600 },
  'uploads.clean-abandoned': { retryLimit: 1, expireInSeconds: 900 },
  'media.process': { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 900 },
  // A stock item streamed from its provider into storage, then probed (modules/stock/stock-import).
  'media.import-stock': { retryLimit: 0, expireInSeconds: 900 },
  // Speech recognition and forced alignment; the last attempt marks the video failed with a reason.
  'videos.transcribe': { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 3600 },
  'videos.align': { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 3600 },
  // One ffmpeg pass; a dead worker's render is retried once the job expires (its expiry comes
  // from RENDER_JOB_TIMEOUT_SECONDS). The last attempt fails the render and refunds its credit.
  'videos.render': { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 7200 },
} satisfies Record<string, JobOptions>;

export type QueueName = keyof typeof queues;

export async function createQueues(
  queue: JobQueue,
  config: Pick<Config, 'RENDER_JOB_TIMEOUT_SECONDS'>,
): Promise<void> {
  const configured: Record<string, JobOptions> = {
    ...queues,
    'videos.render': { ...queues['videos.render'], expireInSeconds: config.RENDER_JOB_TIMEOUT_SECONDS },
  };
  for (const [name, options] of Object.entries(configured)) await queue.createQueue(name, options);
}
