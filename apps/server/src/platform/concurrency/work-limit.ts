// At most `size` pieces of heavy work (an ffmpeg run) at once in this process; the rest wait in
// order. Requests that spawn tools share the machine's cores with renders and transcriptions.
export class WorkLimit {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.size) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#running++;
    try {
      return await work();
    } finally {
      this.#running--;
      this.#waiting.shift()?.();
    }
  }
}
