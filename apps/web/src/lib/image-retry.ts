// Images (signed avatar URLs, thumbnails) can fail transiently; retry before giving up (spec §8).

export const MAX_IMAGE_RETRIES = 2;

/** Delay before retry number `attempt` (1-based): 1 s, then 2 s. */
export function imageRetryDelay(attempt: number): number {
  return 1000 * 2 ** (attempt - 1);
}
