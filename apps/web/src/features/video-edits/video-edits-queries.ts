// The video's edits (hook title, music, b-roll): the preview draws the hook the render will, the
// music picker shows the track, and each panel saves its part of them.
import type { VideoEdits } from '@captionist/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { videoKeys } from '../../lib/query-keys';
import { retryUnlessRefused } from '../../lib/query-retry';
import { fetchVideoEdits, saveVideoEdits } from './video-edits-requests';

export const videoEditsQuery = (videoId: string) =>
  queryOptions({
    queryKey: videoKeys.edits(videoId),
    queryFn: () => fetchVideoEdits(videoId),
    retry: retryUnlessRefused,
  });

/**
 * Saves one panel's part of the edits: the others are read from the server just before and sent
 * back unchanged (the edits are replaced as a whole); the cache takes the saved edits.
 */
export async function saveEditsPart(queryClient: QueryClient, videoId: string, part: Partial<VideoEdits>) {
  const current = await queryClient.fetchQuery({ ...videoEditsQuery(videoId), staleTime: 0 });
  queryClient.setQueryData(videoKeys.edits(videoId), await saveVideoEdits(videoId, { ...current, ...part }));
}
