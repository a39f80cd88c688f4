// POST /user/videos/{vid}/clips/find (contracts: clipsApi.findClips): ranked clips of whole
// sentences, from the configured model or the offline scorer (docs/clip-finder.md).
import { clipsApi, type FindClipsRequest, type FindClipsResponse } from '@captionist/contracts';
import { callApi } from '../../lib/call-api';

export const requestClips = (videoId: string, body: FindClipsRequest): Promise<FindClipsResponse> =>
  callApi(clipsApi.findClips, { params: { vid: videoId }, body });
