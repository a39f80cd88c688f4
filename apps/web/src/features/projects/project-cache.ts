// Keeps the cached projects and videos in step with a change the user just made, so every screen
// shows it at once; the refetches that follow bring the server's counts and dates.
import type { Project, Video } from '@captionist/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { projectKeys, videoKeys } from '../../lib/query-keys';
import { upsertVideo } from './video-list';

const refreshProjects = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: projectKeys.list });

export function rememberProject(queryClient: QueryClient, project: Project): Promise<void> {
  queryClient.setQueryData(projectKeys.detail(project.id), project);
  queryClient.setQueryData<Project[]>(projectKeys.list, (projects) => [
    project,
    ...(projects ?? []).filter((existing) => existing.id !== project.id),
  ]);
  return refreshProjects(queryClient);
}

export function forgetProject(queryClient: QueryClient, projectId: string): Promise<void> {
  queryClient.removeQueries({ queryKey: projectKeys.detail(projectId), exact: true });
  queryClient.removeQueries({ queryKey: videoKeys.list(projectId), exact: true });
  queryClient.setQueryData<Project[]>(projectKeys.list, (projects) =>
    projects?.filter((project) => project.id !== projectId),
  );
  return refreshProjects(queryClient);
}

/** A video was added, renamed or changed status. */
export function rememberVideo(queryClient: QueryClient, video: Video): Promise<unknown> {
  queryClient.setQueryData<Video[]>(videoKeys.list(video.project_id), (videos) => upsertVideo(videos, video));
  return Promise.all([
    refreshProjects(queryClient),
    queryClient.invalidateQueries({ queryKey: projectKeys.detail(video.project_id) }),
  ]);
}

export function forgetVideo(queryClient: QueryClient, video: Video): Promise<unknown> {
  queryClient.setQueryData<Video[]>(videoKeys.list(video.project_id), (videos) =>
    videos?.filter((existing) => existing.id !== video.id),
  );
  return Promise.all([
    refreshProjects(queryClient),
    queryClient.invalidateQueries({ queryKey: projectKeys.detail(video.project_id) }),
  ]);
}
