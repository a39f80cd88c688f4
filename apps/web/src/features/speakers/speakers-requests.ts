// The calls of who is speaking (contracts: speakersApi, docs/speakers.md): a video's speakers and
// how far the analysis is, a new analysis, and a speaker's name or caption colour.
import { type SpeakerId, type SpeakerUpdate, speakersApi, type VideoSpeakers } from '@captionist/contracts';
import { callApi } from '../../lib/call-api';

export const fetchSpeakers = (videoId: string): Promise<VideoSpeakers> =>
  callApi(speakersApi.list, { params: { vid: videoId } });

/** Starts telling the speakers apart (when none was tried, or the last try failed). */
export const findSpeakers = (videoId: string): Promise<VideoSpeakers> =>
  callApi(speakersApi.find, { params: { vid: videoId } });

/** A new name or colour over `base_version`, the edit version the editor last saw (409 when stale). */
export const updateSpeaker = (
  videoId: string,
  speaker: SpeakerId,
  change: SpeakerUpdate,
): Promise<VideoSpeakers> =>
  callApi(speakersApi.update, { params: { vid: videoId, sid: speaker }, body: change });
