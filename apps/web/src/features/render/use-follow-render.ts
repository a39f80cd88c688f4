import type { RenderProgress } from '@captionist/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiError } from '../../lib/normalise-error';
import { isRenderInFlight } from './render-queries';
import { useWatchRender } from './use-render-watch';

/**
 * A render in flight that this screen shows (started in another tab, or before a reload) is added
 * to the watch list, so the shell's watcher polls it and announces its end. Only a fresh answer
 * counts: the cache restored from the last visit may still say "running" for a render long done.
 */
export function useFollowRender(
  video: { id: string; name: string } | undefined,
  progress: UseQueryResult<RenderProgress, ApiError>,
) {
  const watch = useWatchRender();
  const inFlight = progress.isFetchedAfterMount && isRenderInFlight(progress.data?.status);
  const renderId = progress.data?.render_id ?? null;
  const videoId = video?.id;
  const videoName = video?.name;
  useEffect(() => {
    if (inFlight && videoId && videoName !== undefined) watch({ videoId, videoName, renderId });
  }, [inFlight, renderId, videoId, videoName, watch]);
}
