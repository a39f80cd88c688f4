// Keeps the first signed URL of a file while later fetches bring new ones for the same file, so a
// list polled every 2 s does not make the browser download every poster again each time.
import { useState } from 'react';
import { sameSignedFile } from './signed-url';

export interface SteadySignedUrl {
  src: string | null;
  /** The kept URL failed (it may have expired): switch to the latest one. */
  renew: () => void;
  isLatest: boolean;
}

export function useSteadySignedUrl(latest: string | null): SteadySignedUrl {
  const [kept, setKept] = useState(latest);
  const steady = kept !== null && latest !== null && sameSignedFile(kept, latest);
  if (!steady && kept !== latest) setKept(latest);
  const src = steady ? kept : latest;
  return { src, renew: () => setKept(latest), isLatest: src === latest };
}
