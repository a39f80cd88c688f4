import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLiveEvent, unlessLive, useLiveEvents, useLiveEventsConnected } from './live-events';
import { mediaKeys, videoKeys } from './query-keys';

/** jsdom has no EventSource: this one is driven by the test, as the browser drives the real one. */
class TestEventSource {
  static readonly CLOSED = 2;
  static opened: TestEventSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    TestEventSource.opened.push(this);
  }
  close() {
    this.readyState = TestEventSource.CLOSED;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  TestEventSource.opened = [];
});

function cacheWithEverything() {
  const client = new QueryClient();
  const keys = [
    videoKeys.detail('v1'),
    videoKeys.transcriptionStatus('v1'),
    videoKeys.speakers('v1'),
    videoKeys.list('p1'),
    videoKeys.renderProgress('v1'),
    videoKeys.edits('v1'),
    videoKeys.detail('v2'),
    mediaKeys.list,
  ];
  for (const key of keys) client.setQueryData(key, {});
  const stale = () =>
    client
      .getQueryCache()
      .findAll()
      .filter((query) => query.isStale())
      .map((query) => query.queryKey);
  return { client, stale };
}

describe('applyLiveEvent', () => {
  it("refreshes a changed video's detail, transcription status, speakers and the project lists only", () => {
    const { client, stale } = cacheWithEverything();
    applyLiveEvent(client, { kind: 'video', id: 'v1' });
    expect(stale()).toEqual([
      videoKeys.detail('v1'),
      videoKeys.transcriptionStatus('v1'),
      videoKeys.speakers('v1'),
      videoKeys.list('p1'),
    ]);
  });

  it("refreshes a render's progress by its video", () => {
    const { client, stale } = cacheWithEverything();
    applyLiveEvent(client, { kind: 'render', id: 'r1', video_id: 'v1' });
    expect(stale()).toEqual([videoKeys.renderProgress('v1')]);
  });

  it('refreshes everything that changes on the server alone after a resync, never the edits', () => {
    const { client, stale } = cacheWithEverything();
    applyLiveEvent(client, { kind: 'resync' });
    expect(stale()).not.toContainEqual(videoKeys.edits('v1'));
    expect(stale()).toHaveLength(7);
  });
});

describe('useLiveEvents', () => {
  it('turns polling off while the stream is open and back on when it drops', () => {
    vi.stubGlobal('EventSource', TestEventSource);
    const { client } = cacheWithEverything();
    renderHook(() => useLiveEvents(client));
    const connected = renderHook(() => useLiveEventsConnected());
    const [source] = TestEventSource.opened;
    expect(source?.url).toBe('/api/user/events');
    expect(unlessLive(2000)).toBe(2000);

    act(() => source?.onopen?.());
    expect(connected.result.current).toBe(true);
    expect(unlessLive(2000)).toBe(false);

    act(() => source?.onerror?.());
    expect(connected.result.current).toBe(false);
    expect(unlessLive(2000)).toBe(2000);
  });

  it('applies the events it receives and ignores what it cannot read', () => {
    vi.stubGlobal('EventSource', TestEventSource);
    const { client, stale } = cacheWithEverything();
    renderHook(() => useLiveEvents(client));
    const [source] = TestEventSource.opened;
    source?.onmessage?.({ data: 'not json' });
    source?.onmessage?.({ data: JSON.stringify({ kind: 'video' }) });
    expect(stale()).toEqual([]);
    source?.onmessage?.({ data: JSON.stringify({ kind: 'media', id: 'm1' }) });
    expect(stale()).toEqual([mediaKeys.list]);
  });

  it('closes its stream when the signed-in shell goes away', () => {
    vi.stubGlobal('EventSource', TestEventSource);
    const { client } = cacheWithEverything();
    const hook = renderHook(() => useLiveEvents(client));
    hook.unmount();
    expect(TestEventSource.opened[0]?.readyState).toBe(TestEventSource.CLOSED);
  });
});
