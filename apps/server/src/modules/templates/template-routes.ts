// Templates (contracts: templateApi): system presets plus the user's own; save creates or updates
// the user's own, delete removes the user's own, sample draws one for the gallery. Another user's
// template answers 404 (and so does a system one to save or delete).
import { templateApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { TemplateSamples } from './template-sample';
import { deleteTemplate, listTemplates, saveTemplate, toTemplateResponse } from './template-service';

// The URL names the settings it was drawn from (?v=), so a day in the browser's cache is safe.
const SAMPLE_CACHE = 'private, max-age=86400';

export const templateRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context.database;
  const samples = new TemplateSamples(context);
  registerRoutes(app, templateApi, {
    list: ({ userId }) => listTemplates(db, userId),
    save: async ({ userId, body }, _request, reply) => {
      const { row, created } = await saveTemplate(db, userId, body);
      if (created) reply.code(201);
      return toTemplateResponse(row);
    },
    sample: async ({ userId, params }, _request, reply) => {
      const png = await samples.png(userId, params.tid);
      return reply.type('image/png').header('Cache-Control', SAMPLE_CACHE).send(png);
    },
    remove: async ({ userId, params }) => {
      await deleteTemplate(db, userId, params.tid);
      return { message: 'The template was deleted.' };
    },
  });
};
