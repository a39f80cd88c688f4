// Emoji artwork for the caption preview (contracts: emojiApi): the same artwork the render draws.
import { emojiApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes } from '../../platform/http/register-routes';
import { emojiArtByName } from './emoji-art-store';

export const emojiRoutes: FastifyPluginAsync = async (app) => {
  registerRoutes(app, emojiApi, {
    art: async ({ query }) => Object.fromEntries(await emojiArtByName(query.names)),
  });
};
