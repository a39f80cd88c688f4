// Runs tasks one after another, never two at once: Wikimedia asks API clients to send their
// requests serially rather than in parallel.
export class OneAtATime {
  #last: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const next = this.#last.then(task, task);
    this.#last = next.catch(() => undefined);
    return next;
  }
}
