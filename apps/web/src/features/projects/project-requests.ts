// The project calls of docs/api.md; every answer is parsed with the contracts' schemas.
import { type Project, projectSchema } from '@captionist/contracts';
import { apiClient } from '../../lib/api-client';

type Envelope = { data: unknown };

export async function fetchProjects(): Promise<Project[]> {
  const { data } = await apiClient.get<Envelope>('/user/projects');
  return projectSchema.array().parse(data.data);
}

export async function fetchProject(projectId: string): Promise<Project> {
  const { data } = await apiClient.get<Envelope>(`/user/projects/${encodeURIComponent(projectId)}`);
  return projectSchema.parse(data.data);
}

export async function createProject(name: string): Promise<Project> {
  const { data } = await apiClient.post<Envelope>('/user/projects', { name });
  return projectSchema.parse(data.data);
}

export async function renameProject(projectId: string, name: string): Promise<Project> {
  const { data } = await apiClient.put<Envelope>(`/user/projects/${encodeURIComponent(projectId)}`, { name });
  return projectSchema.parse(data.data);
}

export async function deleteProject(projectId: string): Promise<void> {
  await apiClient.delete(`/user/projects/${encodeURIComponent(projectId)}`);
}
