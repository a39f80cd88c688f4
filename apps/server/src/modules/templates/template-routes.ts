// Templates (contracts: templateApi): system presets plus the user's own; save creates or updates
// the user's own, delete removes the user's own. Another user's or a system template answers 404.
import { templateApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { deleteTemplate, listTemplates, saveTemplate, toTemplateResponse } from './template-service';

export const templateRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context.database;
  registerRoutes(app, templateApi, {
    list: ({ userId }) => listTemplates(db, userId),
    save: async ({ userId, body }, _request, reply) => {
      const { row, created } = await saveTemplate(db, userId, body);
      if (created) reply.code(201);
      return toTemplateResponse(row);
    },
    remove: async ({ userId, params }) => {
      await deleteTemplate(db, userId, params.tid);
      return { message: 'The template was deleted.' };
    },
  });
};
