// Follows the renders the user started, wherever they are in the app, and announces each one's
// end with a toast, also the first time the app opens after a render ended while it was closed.
// It is the one follower of render progress (live events; polling while they are not arriving):
// the editor and the view page read the same cache. While the tab is hidden the polling pauses.
import { queryOptions, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { unlessLive } from '../../lib/live-events';
import { showToast } from '../../lib/toast';
import { renderEndToast } from './render-announcements';
import {
  isRenderInFlight,
  RENDER_POLL_INTERVAL_MS,
  refreshAfterRenderChange,
  renderQueries,
} from './render-queries';
import { useRenderWatchList, withoutRender } from './render-watch-list';

export function RenderWatcher({ userId }: { userId: string }) {
  const [watched, updateWatched] = useRenderWatchList(userId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const announced = useRef(new Set<string>());

  const results = useQueries({
    queries: watched.map((entry) =>
      queryOptions({
        ...renderQueries.progress(entry.videoId),
        refetchInterval: (query) =>
          unlessLive(
            !query.state.data || isRenderInFlight(query.state.data.status) ? RENDER_POLL_INTERVAL_MS : false,
          ),
      }),
    ),
  });

  useEffect(() => {
    for (const [index, entry] of watched.entries()) {
      const result = results[index];
      if (!result) continue;
      // The video is gone (deleted, or another user's in a shared browser): nothing to announce.
      if (result.error?.httpStatus === 404) {
        updateWatched((list) => withoutRender(list, entry.videoId));
        continue;
      }
      // Only a fresh answer counts: a cached one may be from before the app was closed.
      const progress = result.data;
      if (!progress || !result.isFetchedAfterMount || isRenderInFlight(progress.status)) continue;
      const key = `${entry.videoId}:${progress.render_id}`;
      if (!announced.current.has(key)) {
        announced.current.add(key);
        const toast = renderEndToast(entry.videoName, progress, {
          view: () => navigate(`/video/${entry.videoId}/view`),
          editor: () => navigate(`/video/${entry.videoId}`),
        });
        if (toast) showToast(toast);
        void refreshAfterRenderChange(queryClient, entry.videoId);
      }
      updateWatched((list) => withoutRender(list, entry.videoId));
    }
  }, [watched, results, updateWatched, navigate, queryClient]);

  return null;
}
