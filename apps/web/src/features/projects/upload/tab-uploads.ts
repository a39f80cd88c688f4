// The videos this browser tab is sending, in sessionStorage, which survives a reload of the tab
// and nothing else. A page that finds one there is a later page of the same tab: whatever was
// sending it has gone, so the upload is interrupted for certain, without waiting for the server
// to notice that no part arrives.
const KEY = 'captionist.uploadsInThisTab';

function read(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function write(ids: string[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the server's own timeout still marks the upload interrupted.
  }
}

/** Videos an earlier page of this tab was sending when it went away. */
export const uploadsLostByThisTab = (): ReadonlySet<string> => new Set(read());

export function rememberTabUpload(videoId: string): void {
  const ids = read();
  if (!ids.includes(videoId)) write([...ids, videoId]);
}

export function forgetTabUpload(videoId: string): void {
  write(read().filter((id) => id !== videoId));
}
