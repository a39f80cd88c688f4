// Where a project's files live: every file of a project sits under one prefix, so deleting the
// project's files is one prefix delete.
export const projectStoragePrefix = (userId: string, projectId: string) =>
  `users/${userId}/projects/${projectId}`;

export const videoStoragePrefix = (userId: string, projectId: string, videoId: string) =>
  `${projectStoragePrefix(userId, projectId)}/videos/${videoId}`;
