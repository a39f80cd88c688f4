// The video calls of docs/api.md used by the project screens and the uploader.
import {
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
