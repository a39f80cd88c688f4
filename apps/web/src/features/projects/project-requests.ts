// The project calls, through their contracts (projectApi).
import { type Project, projectApi } from '@captionist/contracts';
import { callApi } from '../../lib/call-api';

export const fetchProjects = (): Promise<Project[]> => callApi(projectApi.list);

export const fetchProject = (projectId: string): Promise<Project> =>
  callApi(projectApi.get, { params: { pid: projectId } });

export const createProject = (name: string): Promise<Project> =>
  callApi(projectApi.create, { body: { name } });

export const renameProject = (projectId: string, name: string): Promise<Project> =>
  callApi(projectApi.rename, { params: { pid: projectId }, body: { name } });

export async function deleteProject(projectId: string): Promise<void> {
  await callApi(projectApi.remove, { params: { pid: projectId } });
}
