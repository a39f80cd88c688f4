import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  readWatchList,
  useRenderWatchList,
  watchListKey,
  withoutRender,
  withRender,
} from './render-watch-list';

const teaser = { videoId: 'v1', videoName: 'Launch teaser', renderId: 'r1' };

describe('render watch list', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('keeps one entry per video, the newest render winning', () => {
    const list = withRender(withRender([], teaser), { ...teaser, renderId: 'r2' });
    expect(list).toEqual([{ ...teaser, renderId: 'r2' }]);
    expect(withoutRender(list, 'v1')).toEqual([]);
  });

  it('leaves the list as it is when a change changes nothing', () => {
    const list = [teaser];
    expect(withRender(list, { ...teaser })).toBe(list);
    expect(withoutRender(list, 'nope')).toBe(list);
  });

  it('ignores stored values that are not entries', () => {
    localStorage.setItem(watchListKey('u1'), JSON.stringify([teaser, { videoId: 3 }, 'x']));
    expect(readWatchList('u1')).toEqual([teaser]);
    localStorage.setItem(watchListKey('u1'), '{not json');
    expect(readWatchList('u1')).toEqual([]);
  });

  it('stores a list per user, shared by every component of the tab', async () => {
    const editor = renderHook(() => useRenderWatchList('u1'));
    const shell = renderHook(() => useRenderWatchList('u1'));
    const otherUser = renderHook(() => useRenderWatchList('u2'));
    await act(async () => editor.result.current[1]((list) => withRender(list, teaser)));
    expect(shell.result.current[0]).toEqual([teaser]);
    expect(otherUser.result.current[0]).toEqual([]);
    expect(readWatchList('u1')).toEqual([teaser]);
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useRenderWatchList('u1'));
    const newValue = JSON.stringify([teaser]);
    act(() => {
      localStorage.setItem(watchListKey('u1'), newValue);
      window.dispatchEvent(
        new StorageEvent('storage', { key: watchListKey('u1'), newValue, storageArea: localStorage }),
      );
    });
    expect(result.current[0]).toEqual([teaser]);
  });

  it('keeps nothing without a signed-in user', async () => {
    const { result } = renderHook(() => useRenderWatchList(null));
    await act(async () => result.current[1]((list) => withRender(list, teaser)));
    expect(result.current[0]).toEqual([]);
    expect(readWatchList('')).toEqual([]);
  });
});
