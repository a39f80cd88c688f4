// Engines report progress many times a second; the video row is written only when the value
// has moved by a few points, one write at a time and in order. 100 is kept for "done".

export const PROGRESS_STEP = 5;

export interface ThrottledProgress {
  report(percent: number): void;
  /** Resolves once every accepted write has finished. */
  settled(): Promise<void>;
}

export function throttledProgress(
  write: (percent: number) => Promise<void>,
  step = PROGRESS_STEP,
): ThrottledProgress {
  let written = 0;
  let queue = Promise.resolve();
  return {
    report(percent) {
      if (!Number.isFinite(percent)) return;
      const value = Math.min(99, Math.max(0, Math.floor(percent)));
      if (value - written < step) return;
      written = value;
      queue = queue.then(() => write(value));
    },
    settled: () => queue,
  };
}
