// The video's edits (hook title, music, b-roll) with its edit version, as the server holds them:
// the editor model takes them in (VideoEditor).
import type { VideoEditsResponse } from '@captionist/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../lib/normalise-error';
import { retryUnlessRefused } from '../projects/query-retry';
import { fetchVideoEdits } from './video-edits-requests';

export const videoEditsQueryKey = (videoId: string) => ['user', 'videos', videoId, 'edits'];

export const useVideoEditsQuery = (videoId: string) =>
  useQuery<VideoEditsResponse, ApiError>({
    queryKey: videoEditsQueryKey(videoId),
    queryFn: () => fetchVideoEdits(videoId),
    retry: retryUnlessRefused,
  });
