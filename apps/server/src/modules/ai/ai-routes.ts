// AI title hooks, b-roll keywords, and words to emphasise or give an emoji, for a video (contracts: aiApi). POST: they take a body
// ({vid}) and may cost a paid model call.
import { aiApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { resourceId } from '../../platform/http/resource-id';
import { aiMessages } from './ai-messages';
import { AiService } from './ai-service';

const videoId = (value: string) => resourceId(value, aiMessages.videoMissing);

export const aiRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const ai = new AiService(context);
  registerRoutes(app, aiApi, {
    titleHooks: ({ userId, body }) => ai.titleHooks(userId, videoId(body.vid)),
    brollKeywords: ({ userId, body }) => ai.brollKeywords(userId, videoId(body.vid)),
    emphasisWords: ({ userId, body }) => ai.emphasisWords(userId, videoId(body.vid)),
    emojiWords: ({ userId, body }) => ai.emojiWords(userId, videoId(body.vid)),
  });
};
