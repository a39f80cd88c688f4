// The video's edits (hook title, music, b-roll): the preview draws the hook the render will, the
// music picker shows the track.
import type { VideoEdits } from '@captionist/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../lib/normalise-error';
import { retryUnlessRefused } from '../projects/query-retry';
import { fetchVideoEdits } from './video-edits-requests';

export const videoEditsQueryKey = (videoId: string) => ['user', 'videos', videoId, 'edits'];

export const useVideoEditsQuery = (videoId: string) =>
  useQuery<VideoEdits, ApiError>({
    queryKey: videoEditsQueryKey(videoId),
    queryFn: () => fetchVideoEdits(videoId),
    retry: retryUnlessRefused,
  });
