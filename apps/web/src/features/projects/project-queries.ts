// The queries of the project screens: the user's projects, one project, its videos (polled while
// any of them is still being prepared) and its unfinished uploads.
import { queryOptions } from '@tanstack/react-query';
import { projectKeys, videoKeys } from '../../lib/query-keys';
import { retryUnlessRefused } from '../../lib/query-retry';
import { fetchProject, fetchProjects } from './project-requests';
import { unfinishedUploadsPollInterval, videoListPollInterval } from './video-polling';
import { fetchProjectVideos, fetchUnfinishedUploads } from './video-requests';

export const projectQueries = {
  list: () => queryOptions({ queryKey: projectKeys.list, queryFn: fetchProjects }),
  detail: (projectId: string) =>
    queryOptions({
      queryKey: projectKeys.detail(projectId),
      queryFn: () => fetchProject(projectId),
      retry: retryUnlessRefused,
    }),
  videos: (projectId: string) =>
    queryOptions({
      queryKey: videoKeys.list(projectId),
      queryFn: () => fetchProjectVideos(projectId),
      retry: retryUnlessRefused,
      refetchInterval: (query) => videoListPollInterval(query.state.data),
    }),
  unfinishedUploads: (projectId: string) =>
    queryOptions({
      queryKey: videoKeys.unfinishedUploads(projectId),
      queryFn: () => fetchUnfinishedUploads(projectId),
      retry: retryUnlessRefused,
      refetchInterval: (query) => unfinishedUploadsPollInterval(query.state.data),
    }),
};
