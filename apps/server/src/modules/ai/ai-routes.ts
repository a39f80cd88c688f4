// AI title hooks and b-roll keywords for a video (docs/api.md "AI suggestions and stock media").
// POST: they take a body ({vid}) and may cost a paid model call.
import {
  brollKeywordsResponseSchema,
  successEnvelope,
  titleHooksResponseSchema,
  videoSuggestionRequestSchema,
} from '@captionist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { resourceId } from '../../platform/http/resource-id';
import type { Sessions } from '../auth/session-plugin';
import { aiMessages } from './ai-messages';
import { AiService } from './ai-service';

const videoId = (value: string) => resourceId(value, aiMessages.videoMissing);

export const aiRoutes: FastifyPluginAsyncZod<{ context: AppContext; sessions: Sessions }> = async (
  app,
  { context, sessions },
) => {
  const ai = new AiService(context);

  app.post(
    '/user/media/get-ai-title-hook',
    {
      schema: {
        body: videoSuggestionRequestSchema,
        response: { 200: successEnvelope(titleHooksResponseSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await ai.titleHooks(sessions.requireUserId(request), videoId(request.body.vid)),
    }),
  );

  app.post(
    '/user/media/get-broll-keywords',
    {
      schema: {
        body: videoSuggestionRequestSchema,
        response: { 200: successEnvelope(brollKeywordsResponseSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await ai.brollKeywords(sessions.requireUserId(request), videoId(request.body.vid)),
    }),
  );
};
