// The video's edits (hook title, music, b-roll): the preview draws the hook the render will, the
// music picker shows the track.
import type { VideoEdits } from '@captionist/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../lib/normalise-error';
import { videoKeys } from '../../lib/query-keys';
import { retryUnlessRefused } from '../../lib/query-retry';
import { fetchVideoEdits } from './video-edits-requests';

export const useVideoEditsQuery = (videoId: string) =>
  useQuery<VideoEdits, ApiError>({
    queryKey: videoKeys.edits(videoId),
    queryFn: () => fetchVideoEdits(videoId),
    retry: retryUnlessRefused,
  });
