// A video's speakers as the server tells them: followed while the analysis is queued or running
// (live events refresh it; without them it is polled), then kept as answered.
import type { SpeakerTrackStatus, VideoSpeakers } from '@captionist/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { unlessLive } from '../../lib/live-events';
import { videoKeys } from '../../lib/query-keys';
import { retryUnlessRefused } from '../../lib/query-retry';
import { fetchSpeakers } from './speakers-requests';

/** The analysis reports its progress in steps of a few percent; a second between looks is enough. */
const SPEAKERS_POLL_INTERVAL_MS = 1000;

export const isFindingSpeakers = (status: SpeakerTrackStatus | undefined): boolean =>
  status === 'queued' || status === 'running';

export const speakersQuery = (videoId: string) =>
  queryOptions({
    queryKey: videoKeys.speakers(videoId),
    queryFn: () => fetchSpeakers(videoId),
    retry: retryUnlessRefused,
    refetchInterval: (query) =>
      unlessLive(isFindingSpeakers(query.state.data?.status) ? SPEAKERS_POLL_INTERVAL_MS : false),
  });

/** An answer of the speaker routes is the video's speakers as they are now. */
export const rememberSpeakers = (queryClient: QueryClient, videoId: string, speakers: VideoSpeakers) =>
  queryClient.setQueryData(speakersQuery(videoId).queryKey, speakers);
