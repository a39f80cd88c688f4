// The cores of this process shared by the speech engines it runs at once (whisper.cpp and
// PocketSphinx, a child process each). whisper.cpp's threads wait for each other by spinning: two
// runs of two threads each on two cores took 2.5× the time and 2.4× the CPU of the same runs on one
// thread each (docs/transcription.md "Cores"). A run takes the free cores, up to as many as it can
// use, and waits in order while none is free.
interface Waiter {
  most: number;
  grant: (cores: number) => void;
}

export class CoreShare {
  #free: number;
  readonly #waiting: Waiter[] = [];

  /** `size`: the cores shared. */
  constructor(readonly size: number) {
    this.#free = size;
  }

  /** Runs `work` on between 1 and `most` cores (as many as are free), which it must not exceed. */
  async use<T>(most: number, signal: AbortSignal, work: (cores: number) => Promise<T>): Promise<T> {
    const taken = await this.#take(Math.max(1, most), signal);
    try {
      return await work(taken);
    } finally {
      this.#free += taken;
      this.#grantWaiting();
    }
  }

  #take(most: number, signal: AbortSignal): Promise<number> {
    signal.throwIfAborted();
    if (this.#free > 0 && this.#waiting.length === 0) return Promise.resolve(this.#claim(most));
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
        reject(signal.reason);
      };
      const waiter: Waiter = {
        most,
        grant: (cores) => {
          signal.removeEventListener('abort', onAbort);
          resolve(cores);
        },
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.#waiting.push(waiter);
    });
  }

  #claim(most: number): number {
    const cores = Math.min(most, this.#free);
    this.#free -= cores;
    return cores;
  }

  #grantWaiting() {
    while (this.#free > 0) {
      const waiter = this.#waiting.shift();
      if (!waiter) return;
      waiter.grant(this.#claim(waiter.most));
    }
  }
}
