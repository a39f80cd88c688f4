// The videos whose render the user started, kept in the browser per user, so the shell can
// announce a render's end after the user left the editor, reloaded, or closed the app.

export interface WatchedRender {
  videoId: string;
  videoName: string;
  /** The render announced when it ends; null until the server has named it. */
  renderId: string | null;
}

const CHANGE_EVENT = 'captionist:render-watch-list';
const storageKey = (userId: string) => `captionist.renders.${userId}`;

function isWatchedRender(value: unknown): value is WatchedRender {
  const entry = value as Partial<WatchedRender> | null;
  return (
    typeof entry?.videoId === 'string' &&
    typeof entry.videoName === 'string' &&
    (entry.renderId === null || typeof entry.renderId === 'string')
  );
}

/** The raw stored text; stable between changes, so it can be a useSyncExternalStore snapshot. */
export function readWatchListText(userId: string): string {
  try {
    return localStorage.getItem(storageKey(userId)) ?? '[]';
  } catch {
    return '[]';
  }
}

/** Storage can hold anything (a hand edit, an older version): only well-formed entries count. */
export function parseWatchList(text: string): WatchedRender[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isWatchedRender) : [];
  } catch {
    return [];
  }
}

export const readWatchList = (userId: string): WatchedRender[] => parseWatchList(readWatchListText(userId));

function writeWatchList(userId: string, list: WatchedRender[]) {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(list));
  } catch {
    // Storage full or blocked: the render still runs; only the later announcement is lost.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Adds or updates the video's entry; a newer render of the same video replaces the older one. */
export function watchRender(userId: string, entry: WatchedRender) {
  const list = readWatchList(userId);
  const current = list.find((item) => item.videoId === entry.videoId);
  if (current && current.renderId === entry.renderId && current.videoName === entry.videoName) return;
  writeWatchList(userId, [...list.filter((item) => item.videoId !== entry.videoId), entry]);
}

export function unwatchRender(userId: string, videoId: string) {
  const list = readWatchList(userId);
  if (list.some((item) => item.videoId === videoId)) {
    writeWatchList(
      userId,
      list.filter((item) => item.videoId !== videoId),
    );
  }
}

/** Calls `onChange` when this tab or another one changes the list. */
export function subscribeToWatchList(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}
