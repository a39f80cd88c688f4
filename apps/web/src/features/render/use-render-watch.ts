// Lets a screen add a render to the signed-in user's watch list (see render-watch-list.ts).
import { useCallback, useContext } from 'react';
import { AuthContext } from '../../lib/auth-context';
import { type WatchedRender, watchRender } from './render-watch-list';

/** A no-op without a signed-in user (the editor's own tests render it without one). */
export function useWatchRender(): (entry: WatchedRender) => void {
  const userId = useContext(AuthContext)?.user?.id ?? null;
  return useCallback(
    (entry: WatchedRender) => {
      if (userId) watchRender(userId, entry);
    },
    [userId],
  );
}
