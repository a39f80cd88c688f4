// The shipped script fonts for the caption preview (contracts: scriptFontApi): which family and
// files draw the characters the caption's font lacks, and the files, from the installed packages,
// cached by the browser for a year (a package version's files never change; a new version lists
// new names only if its ranges change). The lists are kept for the characters asked again, and a
// caller asking for many new ones is limited.
import { readFile } from 'node:fs/promises';
import { type ScriptFonts, scriptFontApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { registerRoutes } from '../../platform/http/register-routes';
import { RateLimiter, type RateLimitRule } from '../../platform/rate-limit/rate-limiter';
import { findCaptionFont } from './font-choice';
import { storedFontCoverage } from './font-coverage';
import { scriptFontPath, scriptFontsFor } from './script-fonts';

const FILE_CACHE = 'public, max-age=31536000, immutable';
/** The list for given characters changes only with the packages or the font: a day in the browser. */
const LIST_CACHE = 'private, max-age=86400';

/** A preview asks again as a caption's characters change; 60 new lists a minute is far past that. */
export const scriptFontListLimit: RateLimitRule = {
  name: 'script-font-files',
  max: 60,
  windowSeconds: 60,
  message: 'Too many new font requests from this account. Wait a minute and try again.',
};

export const scriptFontRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const limiter = new RateLimiter(context.database.db);
  // Up to 2 000 characters a key: at most ~8 MB.
  const lists = new LRUCache<string, ScriptFonts>({ max: 1_000 });
  registerRoutes(app, scriptFontApi, {
    files: async ({ query, userId }, _request, reply) => {
      const font = await findCaptionFont(context.database.db, userId, query.font);
      // The key is the font's files (one user's font is not another's), not the id asked for.
      const keys = font?.files.map((file) => file.storage_key) ?? [];
      const key = `${query.weight}:${keys.join(',')}:${query.chars}`;
      let list = lists.get(key);
      if (!list) {
        await limiter.hit(scriptFontListLimit, userId);
        const covered = await storedFontCoverage(context.storage, keys);
        list = {
          families: scriptFontsFor(query.chars, query.weight, covered).map((family) => ({
            ...family,
            files: family.files.map((name) => `/api/script-fonts/files/${name}`),
          })),
        };
        lists.set(key, list);
      }
      reply.header('Cache-Control', LIST_CACHE);
      return list;
    },
    file: async ({ params }, _request, reply) => {
      const file = scriptFontPath(params.name);
      if (!file) throw AppError.notFound('This font file does not exist.');
      return reply
        .type('font/woff2')
        .header('Cache-Control', FILE_CACHE)
        .send(await readFile(file));
    },
  });
};
