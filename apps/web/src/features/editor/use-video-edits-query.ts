// The video's edits (hook title, music, b-roll), so the preview draws the hook the render will.
import { type VideoEdits, videoEditsSchema } from '@captionist/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { ApiError } from '../../lib/normalise-error';
import { retryUnlessRefused } from '../projects/query-retry';

export const videoEditsQueryKey = (videoId: string) => ['user', 'videos', videoId, 'edits'];

export const useVideoEditsQuery = (videoId: string) =>
  useQuery<VideoEdits, ApiError>({
    queryKey: videoEditsQueryKey(videoId),
    queryFn: async () => {
      const { data } = await apiClient.get<{ data: unknown }>(
        `/user/videos/${encodeURIComponent(videoId)}/edits`,
      );
      return videoEditsSchema.parse(data.data);
    },
    retry: retryUnlessRefused,
  });
