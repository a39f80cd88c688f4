// Cache keys of projects and their videos, shared by the dashboard and the project page.
export const projectQueryKeys = {
  list: ['user', 'projects'],
  detail: (projectId: string) => ['user', 'projects', projectId],
  videos: (projectId: string) => ['user', 'videos', 'project', projectId],
} as const;
