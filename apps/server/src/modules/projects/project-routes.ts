// Projects of the signed-in user (REST, see docs/api.md): list, create, rename, delete.
import {
  canCreateProject,
  type Project,
  projectLimitMessage,
  projectRequestSchema,
} from '@captionist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { resourceId } from '../../platform/http/resource-id';
import { queueDeletePrefix } from '../../platform/storage/delete-prefix-job';
import type { Sessions } from '../auth/session-plugin';
import { findFeatures } from '../plans/subscription-queries';
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

const params = z.object({ pid: z.string().max(64) });
const NOT_FOUND = 'This project does not exist.';
const notFound = () => AppError.notFound(NOT_FOUND);

export const toProjectResponse = (row: ProjectRow): Project => ({
  id: row.id,
  name: row.name,
  video_count: row.videoCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const projectRoutes: FastifyPluginAsyncZod<{ context: AppContext; sessions: Sessions }> = async (
  app,
  { context, sessions },
) => {
  const db = context.database.db;

  app.get('/user/projects', async (request) => {
    const rows = await listProjects(db, sessions.requireUserId(request));
    return { status: 'success' as const, data: rows.map(toProjectResponse) };
  });

  app.post('/user/projects', { schema: { body: projectRequestSchema } }, async (request, reply) => {
    const userId = sessions.requireUserId(request);
    const features = await findFeatures(db, userId);
    // The server is the authority: the client's own check is only for instant feedback.
    if (!canCreateProject(features, await countProjects(db, userId))) {
      throw AppError.forbidden(projectLimitMessage(features.projects));
    }
    const created = await insertProject(db, userId, request.body.name);
    return reply
      .code(201)
      .send({ status: 'success' as const, data: toProjectResponse({ ...created, videoCount: 0 }) });
  });

  app.get('/user/projects/:pid', { schema: { params } }, async (request) => {
    const row = await findProject(
      db,
      sessions.requireUserId(request),
      resourceId(request.params.pid, NOT_FOUND),
    );
    if (!row) throw notFound();
    return { status: 'success' as const, data: toProjectResponse(row) };
  });

  app.put('/user/projects/:pid', { schema: { params, body: projectRequestSchema } }, async (request) => {
    const userId = sessions.requireUserId(request);
    if (!(await renameProject(db, userId, resourceId(request.params.pid, NOT_FOUND), request.body.name)))
      throw notFound();
    const row = await findProject(db, userId, resourceId(request.params.pid, NOT_FOUND));
    if (!row) throw notFound();
    return { status: 'success' as const, data: toProjectResponse(row) };
  });

  app.delete('/user/projects/:pid', { schema: { params } }, async (request) => {
    const userId = sessions.requireUserId(request);
    const projectId = resourceId(request.params.pid, NOT_FOUND);
    if (!(await deleteProject(db, userId, projectId))) throw notFound();
    // Rows are gone at once (cascade); the files follow in a job so a large project never
    // holds up the request, and a failure is retried.
    await queueDeletePrefix(context.queue, projectStoragePrefix(userId, projectId));
    return { status: 'success' as const, data: { message: 'The project was deleted.' } };
  });
};
