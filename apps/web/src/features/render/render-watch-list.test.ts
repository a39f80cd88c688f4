import { afterEach, describe, expect, it } from 'vitest';
import { readWatchList, subscribeToWatchList, unwatchRender, watchRender } from './render-watch-list';

const teaser = { videoId: 'v1', videoName: 'Launch teaser', renderId: 'r1' };

describe('render watch list', () => {
  afterEach(() => localStorage.clear());

  it('keeps one entry per video, the newest render winning, per user', () => {
    watchRender('u1', teaser);
    watchRender('u1', { ...teaser, renderId: 'r2' });
    watchRender('u2', { videoId: 'v9', videoName: 'Other', renderId: null });
    expect(readWatchList('u1')).toEqual([{ ...teaser, renderId: 'r2' }]);
    expect(readWatchList('u2')).toHaveLength(1);
    unwatchRender('u1', 'v1');
    expect(readWatchList('u1')).toEqual([]);
  });

  it('ignores stored values that are not entries', () => {
    localStorage.setItem('captionist.renders.u1', JSON.stringify([teaser, { videoId: 3 }, 'x']));
    expect(readWatchList('u1')).toEqual([teaser]);
    localStorage.setItem('captionist.renders.u1', '{not json');
    expect(readWatchList('u1')).toEqual([]);
  });

  it('tells subscribers about changes, but not about writes that change nothing', () => {
    let changes = 0;
    const stop = subscribeToWatchList(() => {
      changes += 1;
    });
    watchRender('u1', teaser);
    watchRender('u1', teaser);
    unwatchRender('u1', 'nope');
    stop();
    watchRender('u1', { ...teaser, renderId: 'r3' });
    expect(changes).toBe(1);
  });
});
