// The analysis that tells a video's speakers apart, as the Speakers panel follows it: its status
// and progress, a new try, and, when it ends, the video fetched again for words that now carry
// their speakers.
import type { VideoSpeakers } from '@captionist/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ApiError } from '../../lib/normalise-error';
import { videoKeys } from '../../lib/query-keys';
import { isFindingSpeakers, rememberSpeakers, speakersQuery } from './speakers-queries';
import { findSpeakers } from './speakers-requests';

export function useSpeakerAnalysis(videoId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(speakersQuery(videoId));
  const find = useMutation<VideoSpeakers, ApiError>({
    mutationFn: () => findSpeakers(videoId),
    onSuccess: (answer) => rememberSpeakers(queryClient, videoId, answer),
  });
  const status = query.data?.status;
  const before = useRef(status);
  useEffect(() => {
    const was = before.current;
    before.current = status;
    if (isFindingSpeakers(was) && status === 'done')
      void queryClient.invalidateQueries({ queryKey: videoKeys.detail(videoId), exact: true });
  }, [status, queryClient, videoId]);
  return { query, find };
}
