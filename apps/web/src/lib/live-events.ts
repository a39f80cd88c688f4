// Live events (GET /api/user/events, server-sent): the server says when one of the user's videos,
// renders or library items changes, and the queries showing it are refreshed at once. The pages'
// polls apply only while the stream is not connected (an old proxy, a network drop), so a change
// arrives within moments either way, and no page polls while the stream works.
import { api, type LiveEvent, liveEventSchema } from '@captionist/contracts';
import type { Query, QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { mediaKeys, videoKeys } from './query-keys';

/** After the server refused the stream (signed out, too many tabs) the browser gives up; we do not. */
const REOPEN_AFTER_REFUSAL_MS = 30_000;

let connected = false;
const watchers = new Set<() => void>();

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const notify of watchers) notify();
}

const watch = (notify: () => void) => {
  watchers.add(notify);
  return () => watchers.delete(notify);
};
const isConnected = () => connected;

/** Whether live events are arriving (a page may say "live" instead of showing a poll). */
export const useLiveEventsConnected = () => useSyncExternalStore(watch, isConnected, isConnected);

/** A poll interval that applies only while live events are not arriving. */
export const unlessLive = (interval: number | false): number | false => (connected ? false : interval);

export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  switch (event.kind) {
    case 'video':
      void queryClient.invalidateQueries({ queryKey: videoKeys.detail(event.id), exact: true });
      void queryClient.invalidateQueries({ queryKey: videoKeys.transcriptionStatus(event.id) });
      void queryClient.invalidateQueries({ queryKey: videoKeys.speakers(event.id) });
      void queryClient.invalidateQueries({ queryKey: videoKeys.lists });
      return;
    case 'render':
      void queryClient.invalidateQueries({ queryKey: videoKeys.renderProgress(event.video_id) });
      return;
    case 'media':
      void queryClient.invalidateQueries({ queryKey: mediaKeys.list });
      return;
    case 'resync':
      refreshChangingThings(queryClient);
      return;
  }
}

/** What changes on the server alone: videos, their runs and renders, library items (not the edits). */
const changesOnServer = ({ queryKey }: Query) =>
  queryKey[0] === 'user' &&
  ((queryKey[1] === 'videos' && queryKey[3] !== 'edits') || queryKey[1] === 'media-uploads');

/**
 * Changes may have been missed (the stream was down) or polling must take over (it just dropped):
 * a fresh look at everything that changes on the server alone also re-evaluates each poll.
 */
function refreshChangingThings(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: changesOnServer });
}

function parseEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Follows the signed-in user's live events while mounted (the signed-in shell). */
export function useLiveEvents(queryClient: QueryClient): void {
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(`/api${api.liveEvents.stream.path}`);
      source.onopen = () => {
        setConnected(true);
        refreshChangingThings(queryClient);
      };
      source.onmessage = (message) => {
        const event = parseEvent(message.data);
        if (event) applyLiveEvent(queryClient, event);
      };
      source.onerror = () => {
        if (connected) {
          setConnected(false);
          refreshChangingThings(queryClient);
        }
        // The browser reconnects by itself after a dropped stream, but not after a refusal.
        if (source?.readyState === EventSource.CLOSED) reopen = setTimeout(open, REOPEN_AFTER_REFUSAL_MS);
      };
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
      setConnected(false);
    };
  }, [queryClient]);
}
