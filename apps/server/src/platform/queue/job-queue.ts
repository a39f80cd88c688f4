// The job queue contract used by the API (to enqueue) and the workers (to process).
// Backed by pg-boss on the same PostgreSQL database as everything else (see pg-boss-queue.ts).
export interface JobOptions {
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A job still active after this long is considered abandoned (its worker died) and retried. */
  expireInSeconds?: number;
  startAfterSeconds?: number;
  /**
   * A queue that receives the job's data once the job has failed for good (its last attempt threw,
   * expired, or its worker died), so its subject can be marked failed (see jobs/dead-letters.ts).
   */
  deadLetter?: string;
}

export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** Earlier attempts of this job; the attempt with retryCount === retryLimit is its last. */
  retryCount: number;
  retryLimit: number;
  /** Aborted at the stop timeout or at the job's expiry: the job is being handed back. */
  signal: AbortSignal;
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export interface WorkOptions {
  concurrency?: number;
  pollingIntervalSeconds?: number;
}

export interface JobQueue {
  /** Creates the queue (idempotent) with default options for its jobs. */
  createQueue(name: string, defaults?: JobOptions): Promise<void>;
  send<T extends object>(name: string, data: T, options?: JobOptions): Promise<string | null>;
  /** Sends an empty job to the (created) queue `name` on a cron schedule (UTC), once per slot cluster-wide. */
  schedule(name: string, cron: string): Promise<void>;
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /** Stops taking jobs; running jobs get until the timeout to finish, then are handed back. */
  stop(options?: { timeoutSeconds?: number }): Promise<void>;
}
