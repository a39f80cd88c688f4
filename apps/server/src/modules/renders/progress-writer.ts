// Progress of a long ffmpeg job written to its row: at most once a second, one write at a time,
// and a write that finds the work no longer running (cancelled, deleted) stops the job.

/** Progress is written at most this often; each write also tells the job about a cancel. */
const PROGRESS_INTERVAL_MS = 1000;

export function progressWriter<T>(options: {
  /** Writes one update; false when the work is no longer running. */
  write: (update: T) => Promise<boolean>;
  onStopped: () => void;
  onError: (err: unknown) => void;
}) {
  let lastWrite = 0;
  let writing = Promise.resolve();
  return {
    report(update: T) {
      const now = Date.now();
      if (now - lastWrite < PROGRESS_INTERVAL_MS) return;
      lastWrite = now;
      writing = writing
        .then(() => options.write(update))
        .then((running) => {
          if (!running) options.onStopped();
        })
        .catch(options.onError);
    },
    /** Resolves once the writes under way are done. */
    settled: () => writing,
  };
}
