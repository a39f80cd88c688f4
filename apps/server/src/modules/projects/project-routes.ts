// Projects of the signed-in user (contracts: projectApi).
import { projectApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { createProjectListCache } from './project-list-cache';
import { ProjectService } from './project-service';

export const projectRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const lists = await createProjectListCache(context.database, (err) =>
    app.log.warn(
      { err },
      'project-lists-changed connection lost; project lists are read from the database until it is back',
    ),
  );
  app.addHook('onClose', () => lists.close());
  const projects = new ProjectService(context, lists);
  registerRoutes(app, projectApi, {
    list: ({ userId }) => projects.list(userId),
    create: ({ userId, body }) => projects.create(userId, body.name),
    get: ({ userId, params }) => projects.get(userId, params.pid),
    rename: ({ userId, params, body }) => projects.rename(userId, params.pid, body.name),
    remove: ({ userId, params }) => projects.remove(userId, params.pid),
  });
};
