// Rendering a video (docs/api.md "Rendering"): request (one credit), progress, cancel, download.
import {
  downloadUrlSchema,
  renderProgressSchema,
  requestRenderRequestSchema,
  successEnvelope,
} from '@captionist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { resourceId } from '../../platform/http/resource-id';
import type { Sessions } from '../auth/session-plugin';
import { renderMessages } from './render-messages';
import { RenderService } from './render-service';

const vidParams = z.object({ vid: z.string().max(64) });
const progressResponse = { 200: successEnvelope(renderProgressSchema) };
const videoId = (value: string) => resourceId(value, renderMessages.videoMissing);

export const renderRoutes: FastifyPluginAsyncZod<{ context: AppContext; sessions: Sessions }> = async (
  app,
  { context, sessions },
) => {
  const renders = new RenderService(context);

  app.post(
    '/user/videos/:vid/request-render',
    {
      schema: {
        params: vidParams,
        // An empty POST carries no body at all (null): the request id is optional.
        body: requestRenderRequestSchema.nullish(),
        response: { 202: successEnvelope(renderProgressSchema) },
      },
    },
    async (request, reply) => {
      const userId = sessions.requireUserId(request);
      const vid = videoId(request.params.vid);
      await renders.request(userId, vid, request.body?.request_id ?? null);
      return reply.code(202).send({ status: 'success' as const, data: await renders.progress(userId, vid) });
    },
  );

  app.get(
    '/user/videos/:vid/render-progress',
    { schema: { params: vidParams, response: progressResponse } },
    async (request) => ({
      status: 'success' as const,
      data: await renders.progress(sessions.requireUserId(request), videoId(request.params.vid)),
    }),
  );

  app.post(
    '/user/videos/:vid/cancel-render',
    { schema: { params: vidParams, response: progressResponse } },
    async (request) => ({
      status: 'success' as const,
      data: await renders.cancel(sessions.requireUserId(request), videoId(request.params.vid)),
    }),
  );

  app.get(
    '/user/videos/:vid/download-url',
    { schema: { params: vidParams, response: { 200: successEnvelope(downloadUrlSchema) } } },
    async (request) => ({
      status: 'success' as const,
      data: await renders.downloadUrl(sessions.requireUserId(request), videoId(request.params.vid)),
    }),
  );
};
