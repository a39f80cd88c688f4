// Emoji artwork for the caption preview (contracts: emojiApi): the same artwork the render draws.
// Public and sessionless, so the work it can be made to do is bounded: answers are cached by the
// browser, every emoji is converted once per process, and a caller asking for unconverted ones
// is limited.
import { emojiApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { RateLimiter, type RateLimitRule } from '../../platform/rate-limit/rate-limiter';
import { emojiArtByName, unconvertedEmoji } from './emoji-art-store';

/** The artwork of the pinned package changes only with its version: a day in the browser. */
const ANSWER_CACHE = 'public, max-age=86400';

/** A preview asks for a caption's emoji as they appear; 60 new batches a minute is far past that. */
export const emojiConversionLimit: RateLimitRule = {
  name: 'emoji-art',
  max: 60,
  windowSeconds: 60,
  message: 'Too many new emoji were asked for from this address. Wait a minute and try again.',
};

export const emojiRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const limiter = new RateLimiter(context.database.db);
  registerRoutes(app, emojiApi, {
    art: async ({ query }, request, reply) => {
      // Answers from memory cost next to nothing and are not counted.
      if (unconvertedEmoji(query.names) > 0) await limiter.hit(emojiConversionLimit, request.ip);
      reply.header('Cache-Control', ANSWER_CACHE);
      return Object.fromEntries(await emojiArtByName(query.names));
    },
  });
};
