// The one "do not retry" signal of every job: a failure that the same input will meet on every
// attempt (a paid API refusing the request, a sound track ffmpeg cannot read, a source that is
// gone). A job that catches it ends its subject as failed with this message at once; any other
// error goes back to the queue, which retries the job until its last attempt.
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/**
 * Why a job's subject fails now, or null when the queue should retry the job: a permanent
 * failure gives its own message (unless the job is being handed back, as the abort caused it),
 * a failure on the last attempt gives `keptFailing`.
 */
export function finalFailureReason(
  err: unknown,
  job: { signal: AbortSignal; retryCount: number; retryLimit: number },
  keptFailing: string,
): string | null {
  if (err instanceof PermanentJobError && !job.signal.aborted) return err.message;
  return job.retryCount >= job.retryLimit ? keptFailing : null;
}
