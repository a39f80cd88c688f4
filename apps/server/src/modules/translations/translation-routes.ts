// A video's translated captions (contracts: translationsApi).
import { translationsApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { resourceId } from '../../platform/http/resource-id';
import { translationMessages } from './translation-messages';
import { TranslationService } from './translation-service';

const videoId = (value: string) => resourceId(value, translationMessages.videoMissing);

export const translationRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const translations = new TranslationService(context);
  registerRoutes(app, translationsApi, {
    list: ({ userId, params }) => translations.list(userId, videoId(params.vid)),
    translate: ({ userId, params, body }) =>
      translations.translate(userId, videoId(params.vid), body.language),
    save: ({ userId, params, body }) =>
      translations.save(userId, videoId(params.vid), params.language, body.words),
    remove: async ({ userId, params }) => {
      await translations.remove(userId, videoId(params.vid), params.language);
      return { message: 'The translation was deleted.' };
    },
  });
};
