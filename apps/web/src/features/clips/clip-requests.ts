// The clip finder's calls (contracts: clipsApi, docs/clip-finder.md): ranked clips of whole
// sentences, from the configured model or the offline scorer, and accepted clips made videos.
import {
  type AcceptClipsRequest,
  clipsApi,
  type FindClipsRequest,
  type FindClipsResponse,
  type MoveClipEdgeRequest,
  type Video,
  type VideoDetail,
} from '@captionist/contracts';
import { callApi } from '../../lib/call-api';

export const requestClips = (videoId: string, body: FindClipsRequest): Promise<FindClipsResponse> =>
  callApi(clipsApi.findClips, { params: { vid: videoId }, body });

/** Each clip becomes a video of the project over the same recording. */
export const acceptClips = (videoId: string, body: AcceptClipsRequest): Promise<Video[]> =>
  callApi(clipsApi.acceptClips, { params: { vid: videoId }, body }).then((answer) => answer.videos);

/** An accepted clip's start or end moved by a sentence of its recording; the clip as it is then. */
export const moveClipEdge = (videoId: string, body: MoveClipEdgeRequest): Promise<VideoDetail> =>
  callApi(clipsApi.moveClipEdge, { params: { vid: videoId }, body });
