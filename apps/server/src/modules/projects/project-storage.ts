// Where a project's files live: every file of a project sits under one prefix, so deleting the
// project's files is one prefix delete.
export const projectStoragePrefix = (userId: string, projectId: string) =>
  `users/${userId}/projects/${projectId}`;

export const videoStoragePrefix = (userId: string, projectId: string, videoId: string) =>
  `${projectStoragePrefix(userId, projectId)}/videos/${videoId}`;

/** Where a video's renders are stored: its own folder, not its recording's (a clip has its own). */
export const videoRendersFolder = (video: { userId: string; projectId: string; id: string }) =>
  `${videoStoragePrefix(video.userId, video.projectId, video.id)}/renders`;

/**
 * The folders to delete with a video: its own (its renders), and its recording's files when no
 * video is left of it. An upload's video shares its folder with its recording (same id), so while
 * clips of that recording remain, only its renders go.
 */
export function deletedVideoFolders(
  video: { userId: string; projectId: string; id: string; recordingId: string },
  recordingGone: boolean,
): string[] {
  const own = videoStoragePrefix(video.userId, video.projectId, video.id);
  if (video.id === video.recordingId) return [recordingGone ? own : videoRendersFolder(video)];
  return recordingGone ? [own, videoStoragePrefix(video.userId, video.projectId, video.recordingId)] : [own];
}
