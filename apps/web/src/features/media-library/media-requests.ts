// The media library calls of docs/api.md; every answer is parsed with the contracts' schemas.
import { type MediaUpload, mediaUploadSchema, mediaUploadUrlResponseSchema } from '@captionist/contracts';
import { apiClient } from '../../lib/api-client';

type Envelope = { data: unknown };
const id = encodeURIComponent;

export async function fetchMediaUploads(): Promise<MediaUpload[]> {
  const { data } = await apiClient.get<Envelope>('/user/media-uploads');
  return mediaUploadSchema.array().parse(data.data);
}

export async function requestMediaUploadUrl(file: File) {
  const { data } = await apiClient.post<Envelope>('/user/media-uploads/upload-url', {
    name: file.name.slice(0, 200),
    size: file.size,
    content_type: file.type,
  });
  return mediaUploadUrlResponseSchema.parse(data.data);
}

export async function confirmMediaUpload(mediaId: string): Promise<MediaUpload> {
  const { data } = await apiClient.post<Envelope>('/user/media-uploads/confirm-upload', { id: mediaId });
  return mediaUploadSchema.parse(data.data);
}

export async function renameMedia(mediaId: string, name: string): Promise<MediaUpload> {
  const { data } = await apiClient.post<Envelope>(`/user/media-uploads/update/${id(mediaId)}`, { name });
  return mediaUploadSchema.parse(data.data);
}

export async function deleteMedia(mediaId: string): Promise<void> {
  await apiClient.delete(`/user/media-uploads/delete/${id(mediaId)}`);
}
