// Keeps one job's crash from taking the process down: an exception thrown outside the job's
// promise chain (an 'error' event nobody listens to, a throw in a timer) is traced back to the job
// that started the work, and that job alone fails (and is retried, then dead-lettered); the HTTP
// API and the other jobs of the process keep running. Anything not traced to a job still ends the
// process, as Node would. See docs/decisions/0008-job-failures-and-dead-workers.md.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';

export interface CrashableJob {
  id: string;
  name: string;
  /** Aborts the job and rejects it with this error, so the queue records the attempt as failed. */
  handBack(reason: Error): void;
}

/** The job whose handler started the code now running (set by the queue around each handler). */
export const runningJobContext = new AsyncLocalStorage<CrashableJob>();

export class JobCrashed extends Error {}

let installed = false;

export function containJobCrashes(logger: Logger): void {
  if (installed) return;
  installed = true;
  process.on('uncaughtException', (err, origin) => {
    const job = runningJobContext.getStore();
    if (job) {
      logger.error(
        { jobId: job.id, queue: job.name, err: { message: err?.message, stack: err?.stack }, origin },
        'job crashed outside its promise chain; failing the job, the process keeps running',
      );
      job.handBack(new JobCrashed(`The job crashed: ${err?.message ?? String(err)}`, { cause: err }));
      return;
    }
    logger.fatal({ err: { message: err?.message, stack: err?.stack }, origin }, 'uncaught exception');
    process.stderr.write(`${err?.stack ?? String(err)}\n`);
    process.exit(1);
  });
}
