// A provider that answered "too many requests" is left alone for as long as it asked (its
// Retry-After), so our server does not keep hammering an API that has already limited it; searches
// meanwhile answer "busy" at once.

/** Without a usable Retry-After. */
const DEFAULT_PAUSE_MS = 60_000;
/** A provider asking for more than this is asked again sooner: people are waiting. */
const MAX_PAUSE_MS = 3_600_000;

export class ProviderPause {
  #until = 0;

  constructor(private readonly now: () => number = Date.now) {}

  active(): boolean {
    return this.now() < this.#until;
  }

  /** `retryAfter` as HTTP sends it: seconds, or a date. */
  start(retryAfter: string | null): void {
    this.#until = this.now() + pauseMs(retryAfter, this.now());
  }
}

export function pauseMs(retryAfter: string | null, now: number): number {
  const value = retryAfter?.trim() ?? '';
  let ms = Number.NaN;
  if (/^\d+$/.test(value)) ms = Number(value) * 1000;
  else if (value) ms = Date.parse(value) - now;
  if (!Number.isFinite(ms) || ms <= 0) return DEFAULT_PAUSE_MS;
  return Math.min(ms, MAX_PAUSE_MS);
}
