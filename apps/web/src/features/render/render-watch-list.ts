// The videos whose render the user started, kept in the browser per user, so the shell can
// announce a render's end after the user left the editor, reloaded, or closed the app.
import { readLocalStorageValue, useLocalStorage } from '@mantine/hooks';
import { useCallback } from 'react';

export interface WatchedRender {
  videoId: string;
  videoName: string;
  /** The render announced when it ends; null until the server has named it. */
  renderId: string | null;
}

type WatchList = readonly WatchedRender[];

const NOTHING_WATCHED: WatchList = [];
export const watchListKey = (userId: string) => `captionist.renders.${userId}`;

function isWatchedRender(value: unknown): value is WatchedRender {
  const entry = value as Partial<WatchedRender> | null;
  return (
    typeof entry?.videoId === 'string' &&
    typeof entry.videoName === 'string' &&
    (entry.renderId === null || typeof entry.renderId === 'string')
  );
}

/** Storage can hold anything (a hand edit, an older version): only well-formed entries count. */
export function parseWatchList(text: string | undefined): WatchList {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter(isWatchedRender) : NOTHING_WATCHED;
  } catch {
    return NOTHING_WATCHED;
  }
}

const storageOptions = (userId: string) => ({
  key: watchListKey(userId),
  defaultValue: NOTHING_WATCHED,
  deserialize: parseWatchList,
});

export const readWatchList = (userId: string): WatchList => readLocalStorageValue(storageOptions(userId));

/** Adds or updates the video's entry; a newer render of the same video replaces the older one. */
export function withRender(list: WatchList, entry: WatchedRender): WatchList {
  const current = list.find((item) => item.videoId === entry.videoId);
  if (current && current.renderId === entry.renderId && current.videoName === entry.videoName) return list;
  return [...list.filter((item) => item.videoId !== entry.videoId), entry];
}

export function withoutRender(list: WatchList, videoId: string): WatchList {
  return list.some((item) => item.videoId === videoId)
    ? list.filter((item) => item.videoId !== videoId)
    : list;
}

/**
 * The user's list, the same in every component and open tab, and its update. Without a user
 * (the editor's own tests render it without one) the list stays empty and is never written.
 */
export function useRenderWatchList(
  userId: string | null,
): [WatchList, (change: (list: WatchList) => WatchList) => void] {
  const [list, setList] = useLocalStorage<WatchList>({
    ...storageOptions(userId ?? ''),
    getInitialValueInEffect: false,
    sync: userId !== null,
  });
  const update = useCallback(
    (change: (current: WatchList) => WatchList) => {
      if (userId !== null) setList(change);
    },
    [userId, setList],
  );
  return [userId === null ? NOTHING_WATCHED : list, update];
}
