// GET and PUT /user/videos/{vid}/edits (contracts: videoEditsApi; docs/rendering.md): the hook
// title, music and b-roll of a video, replaced as a whole, with the video's edit version.
import { type VideoEdits, type VideoEditsResponse, videoEditsApi } from '@captionist/contracts';
import { callApi } from '../../lib/call-api';

export const fetchVideoEdits = (videoId: string): Promise<VideoEditsResponse> =>
  callApi(videoEditsApi.get, { params: { vid: videoId } });

/** Replaces the edits over `baseVersion`, the edit version the editor last saw (409 when stale). */
export const saveVideoEdits = (
  videoId: string,
  edits: VideoEdits,
  baseVersion: number,
): Promise<VideoEditsResponse> =>
  callApi(videoEditsApi.save, { params: { vid: videoId }, body: { ...edits, base_version: baseVersion } });
