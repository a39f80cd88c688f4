// The queries of the project screens: the user's projects, one project, and its videos (polled
// while any of them is still being prepared).
import type { Project, Video } from '@captionist/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../lib/normalise-error';
import { projectKeys, videoKeys } from '../../lib/query-keys';
import { retryUnlessRefused } from '../../lib/query-retry';
import { fetchProject, fetchProjects } from './project-requests';
import { videoListPollInterval } from './video-polling';
import { fetchProjectVideos } from './video-requests';

export const useProjectsQuery = () =>
  useQuery<Project[], ApiError>({ queryKey: projectKeys.list, queryFn: fetchProjects });

export const useProjectQuery = (projectId: string) =>
  useQuery<Project, ApiError>({
    queryKey: projectKeys.detail(projectId),
    queryFn: () => fetchProject(projectId),
    retry: retryUnlessRefused,
  });

export const useProjectVideosQuery = (projectId: string) =>
  useQuery<Video[], ApiError>({
    queryKey: videoKeys.list(projectId),
    queryFn: () => fetchProjectVideos(projectId),
    retry: retryUnlessRefused,
    refetchInterval: (query) => videoListPollInterval(query.state.data),
  });
