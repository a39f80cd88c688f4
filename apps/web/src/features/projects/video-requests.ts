// The video calls used by the project screens and the uploader, through their contracts
// (videoApi).
import {
  type MultipartUploadResponse,
  type MultipartUploadUrlRequest,
  type UnfinishedUpload,
  type UploadUrlRequest,
  type Video,
  videoApi,
} from '@captionist/contracts';
import { callApi } from '../../lib/call-api';

export const fetchProjectVideos = (projectId: string): Promise<Video[]> =>
  callApi(videoApi.listByProject, { params: { pid: projectId } });

/** The project's uploads started and never confirmed (each video's list entry says `uploading`). */
export const fetchUnfinishedUploads = (projectId: string): Promise<UnfinishedUpload[]> =>
  callApi(videoApi.unfinishedUploads, { params: { pid: projectId } });

export const renameVideo = (videoId: string, name: string): Promise<Video> =>
  callApi(videoApi.rename, { params: { vid: videoId }, body: { name } });

export async function deleteVideo(videoId: string): Promise<void> {
  await callApi(videoApi.remove, { params: { vid: videoId } });
}

export const requestUploadUrl = (projectId: string, body: UploadUrlRequest, signal: AbortSignal) =>
  callApi(videoApi.uploadUrl, { params: { pid: projectId }, body }, { signal });

export const confirmUpload = (videoId: string, signal: AbortSignal): Promise<Video> =>
  callApi(videoApi.confirmUpload, { params: { vid: videoId } }, { signal });

export const addSampleVideo = (projectId: string): Promise<Video> =>
  callApi(videoApi.useSample, { params: { pid: projectId } });

/** Starts a multipart upload ({name, size, content_type, language}) or resumes one ({video_id}). */
export const requestMultipartUpload = (
  projectId: string,
  body: MultipartUploadUrlRequest,
  signal: AbortSignal,
): Promise<MultipartUploadResponse> =>
  callApi(videoApi.multipartUploadUrl, { params: { pid: projectId }, body }, { signal });

export async function recordUploadedPart(
  videoId: string,
  part: { part_number: number; etag: string },
  signal: AbortSignal,
): Promise<void> {
  await callApi(videoApi.multipartPartDone, { params: { vid: videoId }, body: part }, { signal });
}

export const confirmMultipartUpload = (videoId: string, signal: AbortSignal): Promise<Video> =>
  callApi(videoApi.multipartConfirm, { params: { vid: videoId } }, { signal });
