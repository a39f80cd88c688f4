// Lets a screen add a render to the signed-in user's watch list (see render-watch-list.ts).
import { useCallback, useContext } from 'react';
import { AuthContext } from '../../lib/auth-context';
import { useRenderWatchList, type WatchedRender, withRender } from './render-watch-list';

/** A no-op without a signed-in user (the editor's own tests render it without one). */
export function useWatchRender(): (entry: WatchedRender) => void {
  const userId = useContext(AuthContext)?.user?.id ?? null;
  const [, updateList] = useRenderWatchList(userId);
  return useCallback((entry: WatchedRender) => updateList((list) => withRender(list, entry)), [updateList]);
}
