import { describe, expect, it } from 'vitest';
import { CoreShare } from './core-share';

/** A run that holds its cores until `finish` is called; `cores()` is what it was given. */
function heldRun(share: CoreShare, most: number, signal = new AbortController().signal) {
  let finish = () => {};
  let cores = 0;
  let onStart = () => {};
  const started = new Promise<void>((resolve) => {
    onStart = resolve;
  });
  const done = share.use(most, signal, (given) => {
    cores = given;
    onStart();
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  });
  return { started, done, finish: () => finish(), cores: () => cores };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('CoreShare', () => {
  it('gives a run every free core it can use, and the next run waits until some are back', async () => {
    const share = new CoreShare(2);
    const first = heldRun(share, 2);
    await first.started;
    expect(first.cores()).toBe(2);
    const second = heldRun(share, 2);
    let secondStarted = false;
    void second.started.then(() => {
      secondStarted = true;
    });
    await settle();
    expect(secondStarted).toBe(false);
    first.finish();
    await second.started;
    expect(second.cores()).toBe(2);
    second.finish();
    await second.done;
  });

  it('splits the cores between runs that use one each, and gives a waiting run only what is free', async () => {
    const share = new CoreShare(3);
    const one = heldRun(share, 1);
    const two = heldRun(share, 1);
    await Promise.all([one.started, two.started]);
    expect([one.cores(), two.cores()]).toEqual([1, 1]);
    const wide = heldRun(share, 4);
    await wide.started;
    expect(wide.cores()).toBe(1);
    for (const run of [one, two, wide]) run.finish();
    await Promise.all([one.done, two.done, wide.done]);
  });

  it('serves waiting runs in order', async () => {
    const share = new CoreShare(1);
    const first = heldRun(share, 1);
    await first.started;
    const order: string[] = [];
    const second = heldRun(share, 1);
    const third = heldRun(share, 1);
    void second.started.then(() => order.push('second'));
    void third.started.then(() => order.push('third'));
    first.finish();
    await second.started;
    second.finish();
    await third.started;
    third.finish();
    expect(order).toEqual(['second', 'third']);
  });

  it('lets a waiting run be aborted without taking a core, and gives its turn to the next', async () => {
    const share = new CoreShare(1);
    const first = heldRun(share, 1);
    await first.started;
    const abort = new AbortController();
    const aborted = share.use(1, abort.signal, async () => 'ran');
    const next = heldRun(share, 1);
    abort.abort(new Error('stopped'));
    await expect(aborted).rejects.toThrow('stopped');
    first.finish();
    await next.started;
    expect(next.cores()).toBe(1);
    next.finish();
    await next.done;
  });

  it('gives its cores back when the run fails', async () => {
    const share = new CoreShare(1);
    await expect(
      share.use(1, new AbortController().signal, async () => {
        throw new Error('engine failed');
      }),
    ).rejects.toThrow('engine failed');
    expect(await share.use(1, new AbortController().signal, async (cores) => cores)).toBe(1);
  });
});
