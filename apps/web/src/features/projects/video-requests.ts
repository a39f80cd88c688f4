// The video calls of docs/api.md used by the project screens and the uploader.
import {
  type MultipartUploadResponse,
  type MultipartUploadUrlRequest,
  multipartUploadResponseSchema,
  type UploadUrlRequest,
  uploadUrlResponseSchema,
  type Video,
  videoSchema,
} from '@captionist/contracts';
import { apiClient } from '../../lib/api-client';

type Envelope = { data: unknown };
const id = encodeURIComponent;

export async function fetchProjectVideos(projectId: string): Promise<Video[]> {
  const { data } = await apiClient.get<Envelope>(`/user/videos/project/${id(projectId)}`);
  return videoSchema.array().parse(data.data);
}

export async function renameVideo(videoId: string, name: string): Promise<Video> {
  const { data } = await apiClient.put<Envelope>(`/user/videos/${id(videoId)}`, { name });
  return videoSchema.parse(data.data);
}

export async function deleteVideo(videoId: string): Promise<void> {
  await apiClient.delete(`/user/videos/${id(videoId)}`);
}

export async function requestUploadUrl(projectId: string, body: UploadUrlRequest, signal: AbortSignal) {
  const { data } = await apiClient.post<Envelope>(`/user/videos/upload-url/${id(projectId)}`, body, {
    signal,
  });
  return uploadUrlResponseSchema.parse(data.data);
}

export async function confirmUpload(videoId: string, signal: AbortSignal): Promise<Video> {
  const { data } = await apiClient.post<Envelope>(`/user/videos/confirm-upload/${id(videoId)}`, undefined, {
    signal,
  });
  return videoSchema.parse(data.data);
}

export async function addSampleVideo(projectId: string): Promise<Video> {
  const { data } = await apiClient.post<Envelope>(`/user/videos/use-sample-video/${id(projectId)}`);
  return videoSchema.parse(data.data);
}

/** Starts a multipart upload ({name, size, content_type, language}) or resumes one ({video_id}). */
export async function requestMultipartUpload(
  projectId: string,
  body: MultipartUploadUrlRequest,
  signal: AbortSignal,
): Promise<MultipartUploadResponse> {
  const { data } = await apiClient.post<Envelope>(
    `/user/videos/multipart-upload-url/${id(projectId)}`,
    body,
    { signal },
  );
  return multipartUploadResponseSchema.parse(data.data);
}

export async function recordUploadedPart(
  videoId: string,
  part: { part_number: number; etag: string },
  signal: AbortSignal,
): Promise<void> {
  await apiClient.post(`/user/videos/multipart-upload-part/${id(videoId)}`, part, { signal });
}

export async function confirmMultipartUpload(videoId: string, signal: AbortSignal): Promise<Video> {
  const { data } = await apiClient.post<Envelope>(
    `/user/videos/multipart-confirm-upload/${id(videoId)}`,
    undefined,
    { signal },
  );
  return videoSchema.parse(data.data);
}
