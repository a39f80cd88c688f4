// Templates (spec §7): system presets plus the user's own; save creates or updates the user's
// own, delete removes the user's own. Another user's or a system template answers 404.
import { captionStyleSchema } from '@captionist/captions';
import {
  successEnvelope,
  templateMessages,
  templateSaveRequestSchema,
  templateSchema,
} from '@captionist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { resourceId } from '../../platform/http/resource-id';
import type { Sessions } from '../auth/session-plugin';
import { deleteOwnTemplate, listUsableTemplates } from './template-queries';
import { saveTemplate, toTemplateResponse } from './template-service';

const tidParams = z.object({ tid: z.string().max(64) });
// The contract types settings loosely; here they are validated as a full caption style.
const saveBody = templateSaveRequestSchema.extend({ settings: captionStyleSchema });

export const templateRoutes: FastifyPluginAsyncZod<{ context: AppContext; sessions: Sessions }> = async (
  app,
  { context, sessions },
) => {
  const { db } = context.database;

  app.get(
    '/user/templates',
    { schema: { response: { 200: successEnvelope(z.array(templateSchema)) } } },
    async (request) => {
      const rows = await listUsableTemplates(db, sessions.requireUserId(request));
      return { status: 'success' as const, data: rows.map(toTemplateResponse) };
    },
  );

  app.post(
    '/user/templates/save',
    {
      schema: {
        body: saveBody,
        response: { 200: successEnvelope(templateSchema), 201: successEnvelope(templateSchema) },
      },
    },
    async (request, reply) => {
      const { row, created } = await saveTemplate(db, sessions.requireUserId(request), request.body);
      return reply
        .code(created ? 201 : 200)
        .send({ status: 'success' as const, data: toTemplateResponse(row) });
    },
  );

  app.delete(
    '/user/templates/:tid',
    { schema: { params: tidParams, response: { 200: successEnvelope(z.object({ message: z.string() })) } } },
    async (request) => {
      const userId = sessions.requireUserId(request);
      const deleted = await deleteOwnTemplate(
        db,
        userId,
        resourceId(request.params.tid, templateMessages.notFound),
      );
      if (!deleted) throw AppError.notFound(templateMessages.notFound);
      return { status: 'success' as const, data: { message: 'The template was deleted.' } };
    },
  );
};
