// The queries of the project screens: the user's projects, one project, and its videos (polled
// while any of them is still being prepared).
import type { Project, Video } from '@captionist/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../lib/normalise-error';
import { projectQueryKeys } from './project-query-keys';
import { fetchProject, fetchProjects } from './project-requests';
import { retryUnlessRefused } from './query-retry';
import { videoListPollInterval } from './video-polling';
import { fetchProjectVideos } from './video-requests';

export const useProjectsQuery = () =>
  useQuery<Project[], ApiError>({ queryKey: projectQueryKeys.list, queryFn: fetchProjects });

export const useProjectQuery = (projectId: string) =>
  useQuery<Project, ApiError>({
    queryKey: projectQueryKeys.detail(projectId),
    queryFn: () => fetchProject(projectId),
    retry: retryUnlessRefused,
  });

export const useProjectVideosQuery = (projectId: string) =>
  useQuery<Video[], ApiError>({
    queryKey: projectQueryKeys.videos(projectId),
    queryFn: () => fetchProjectVideos(projectId),
    retry: retryUnlessRefused,
    refetchInterval: (query) => videoListPollInterval(query.state.data),
  });
