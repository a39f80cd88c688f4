// Projects of one user: the plan's project limit, rename, and deletion with the files following
// in a job.
import { canCreateProject, type Project, projectLimitMessage } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { resourceId } from '../../platform/http/resource-id';
import { queueDeletePrefix } from '../../platform/storage/delete-prefix-job';
import type { StorageDriver } from '../../platform/storage/storage-driver';
import { findFeatures } from '../plans/subscription-queries';
import type { ProjectListCache } from './project-list-cache';
import {
  countProjects,
  deleteProject,
  findProject,
  insertProject,
  listProjects,
  type ProjectRow,
  renameProject,
} from './project-queries';
import { projectStoragePrefix } from './project-storage';

const NOT_FOUND = 'This project does not exist.';
const projectId = (pid: string) => resourceId(pid, NOT_FOUND);

export const toProjectResponse = async (row: ProjectRow, storage: StorageDriver): Promise<Project> => ({
  id: row.id,
  name: row.name,
  video_count: row.videoCount,
  thumbnail_url: row.pictureKey ? await storage.presignGet(row.pictureKey) : null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export class ProjectService {
  constructor(
    private readonly context: AppContext,
    private readonly lists: ProjectListCache,
  ) {}

  private get db() {
    return this.context.database.db;
  }

  async list(userId: string): Promise<Project[]> {
    const list = await this.lists.read(userId, async () =>
      Promise.all(
        (await listProjects(this.db, userId)).map((row) => toProjectResponse(row, this.context.storage)),
      ),
    );
    return list ?? [];
  }

  async get(userId: string, pid: string): Promise<Project> {
    const row = await findProject(this.db, userId, projectId(pid));
    if (!row) throw AppError.notFound(NOT_FOUND);
    return toProjectResponse(row, this.context.storage);
  }

  async create(userId: string, name: string): Promise<Project> {
    const features = await findFeatures(this.db, userId);
    // The server is the authority: the client's own check is only for instant feedback.
    if (!canCreateProject(features, await countProjects(this.db, userId))) {
      throw AppError.forbidden(projectLimitMessage(features.projects));
    }
    const created = await insertProject(this.db, userId, name);
    return toProjectResponse({ ...created, videoCount: 0, pictureKey: null }, this.context.storage);
  }

  async rename(userId: string, pid: string, name: string): Promise<Project> {
    if (!(await renameProject(this.db, userId, projectId(pid), name))) throw AppError.notFound(NOT_FOUND);
    return this.get(userId, pid);
  }

  async remove(userId: string, pid: string): Promise<{ message: string }> {
    if (!(await deleteProject(this.db, userId, projectId(pid)))) throw AppError.notFound(NOT_FOUND);
    // Rows are gone at once (cascade); the files follow in a job so a large project never holds
    // up the request, and a failure is retried.
    await queueDeletePrefix(this.context.queue, projectStoragePrefix(userId, projectId(pid)));
    return { message: 'The project was deleted.' };
  }
}
