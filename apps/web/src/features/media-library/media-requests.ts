// The media library calls, through their contracts (mediaApi).
import { type MediaUpload, type MediaUploadUrlResponse, mediaApi } from '@captionist/contracts';
import { callApi } from '../../lib/call-api';

export const fetchMediaUploads = (): Promise<MediaUpload[]> => callApi(mediaApi.list);

export const requestMediaUploadUrl = (file: File): Promise<MediaUploadUrlResponse> =>
  callApi(mediaApi.uploadUrl, {
    body: { name: file.name.slice(0, 200), size: file.size, content_type: file.type },
  });

export const confirmMediaUpload = (mediaId: string): Promise<MediaUpload> =>
  callApi(mediaApi.confirmUpload, { body: { id: mediaId } });

export const renameMedia = (mediaId: string, name: string): Promise<MediaUpload> =>
  callApi(mediaApi.rename, { params: { id: mediaId }, body: { name } });

export async function deleteMedia(mediaId: string): Promise<void> {
  await callApi(mediaApi.remove, { params: { id: mediaId } });
}
