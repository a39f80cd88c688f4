import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextFrameOnce } from './next-frame-once';

// The browser's frames, run by hand.
let frames = new Map<number, FrameRequestCallback>();
let lastId = 0;
vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
  frames.set(++lastId, callback);
  return lastId;
});
vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
const runFrame = () => {
  const due = frames;
  frames = new Map();
  for (const callback of due.values()) callback(0);
};

describe('nextFrameOnce', () => {
  afterEach(() => {
    frames.clear();
  });

  it('runs nothing at once, then once in the next frame however often it was asked', () => {
    const callback = vi.fn();
    const once = nextFrameOnce(callback);
    once.request();
    once.request();
    expect(callback).not.toHaveBeenCalled();
    runFrame();
    expect(callback).toHaveBeenCalledTimes(1);
    once.request();
    runFrame();
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it('runs nothing once cancelled', () => {
    const callback = vi.fn();
    const once = nextFrameOnce(callback);
    once.request();
    once.cancel();
    runFrame();
    expect(callback).not.toHaveBeenCalled();
  });
});
