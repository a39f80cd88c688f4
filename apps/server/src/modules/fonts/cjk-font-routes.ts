// The shipped CJK font for the caption preview (contracts: cjkFontApi): which files draw given
// characters, and the files, from the installed package, cached by the browser for a year (a
// package version's files never change; a new version lists new names only if its ranges change).
// Public and sessionless: the lists are kept for the characters asked again, and a caller asking
// for many new ones is limited.
import { readFile } from 'node:fs/promises';
import { type CjkFont, cjkFontApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { registerRoutes } from '../../platform/http/register-routes';
import { RateLimiter, type RateLimitRule } from '../../platform/rate-limit/rate-limiter';
import { cjkFamily, cjkFontFiles, cjkFontPath } from './cjk-font';

const FILE_CACHE = 'public, max-age=31536000, immutable';
/** The list for given characters changes only with the package: a day in the browser. */
const LIST_CACHE = 'public, max-age=86400';

/** A preview asks again as a caption's characters change; 60 new lists a minute is far past that. */
export const cjkListLimit: RateLimitRule = {
  name: 'cjk-font-files',
  max: 60,
  windowSeconds: 60,
  message: 'Too many new font requests from this address. Wait a minute and try again.',
};

export const cjkFontRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const limiter = new RateLimiter(context.database.db);
  // Up to 2 000 characters a key: at most ~8 MB.
  const lists = new LRUCache<string, CjkFont>({ max: 1_000 });
  registerRoutes(app, cjkFontApi, {
    files: async ({ query }, request, reply) => {
      const key = `${query.weight}:${query.chars}`;
      let list = lists.get(key);
      if (!list) {
        await limiter.hit(cjkListLimit, request.ip);
        list = {
          family: cjkFamily(),
          files: cjkFontFiles(query.chars, query.weight).map((name) => `/api/cjk-fonts/files/${name}`),
        };
        lists.set(key, list);
      }
      reply.header('Cache-Control', LIST_CACHE);
      return list;
    },
    file: async ({ params }, _request, reply) => {
      const file = cjkFontPath(params.name);
      if (!file) throw AppError.notFound('This font file does not exist.');
      return reply
        .type('font/woff2')
        .header('Cache-Control', FILE_CACHE)
        .send(await readFile(file));
    },
  });
};
