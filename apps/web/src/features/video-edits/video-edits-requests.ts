// GET and PUT /user/videos/{vid}/edits (docs/rendering.md): the hook title, music and b-roll of
// a video, replaced as a whole.
import { type VideoEdits, videoEditsSchema } from '@captionist/contracts';
import { apiClient } from '../../lib/api-client';

const editsPath = (videoId: string) => `/user/videos/${encodeURIComponent(videoId)}/edits`;

export async function fetchVideoEdits(videoId: string): Promise<VideoEdits> {
  const { data } = await apiClient.get<{ data: unknown }>(editsPath(videoId));
  return videoEditsSchema.parse(data.data);
}

export async function saveVideoEdits(videoId: string, edits: VideoEdits): Promise<VideoEdits> {
  const { data } = await apiClient.put<{ data: unknown }>(editsPath(videoId), edits);
  return videoEditsSchema.parse(data.data);
}
