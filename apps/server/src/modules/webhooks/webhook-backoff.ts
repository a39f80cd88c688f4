// When a delivery that got no 2xx answer is tried again: after the waits of WEBHOOK_RETRY_SECONDS
// in turn (the last repeating), until WEBHOOK_RETRY_HOURS after the event; then it has failed.
import { WEBHOOK_RETRY_HOURS } from '@captionist/contracts';

const RETRY_WINDOW_MS = WEBHOOK_RETRY_HOURS * 3600_000;

/** Seconds to wait after try number `attempts` (from 1), or null when the delivery has failed. */
export function retryWait(
  attempts: number,
  createdAt: Date,
  now: Date,
  retrySeconds: readonly number[],
): number | null {
  const waits = retrySeconds.length > 0 ? retrySeconds : [0];
  const wait = waits[Math.min(Math.max(attempts, 1), waits.length) - 1] ?? 0;
  return now.getTime() + wait * 1000 - createdAt.getTime() >= RETRY_WINDOW_MS ? null : wait;
}
