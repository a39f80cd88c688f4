// The shipped CJK font for the caption preview (contracts: cjkFontApi): which files draw given
// characters, and the files, from the installed package, cached by the browser for a year (a
// package version's files never change; a new version lists new names only if its ranges change).
import { readFile } from 'node:fs/promises';
import { cjkFontApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { registerRoutes } from '../../platform/http/register-routes';
import { cjkFamily, cjkFontFiles, cjkFontPath } from './cjk-font';

const FILE_CACHE = 'public, max-age=31536000, immutable';

export const cjkFontRoutes: FastifyPluginAsync = async (app) => {
  registerRoutes(app, cjkFontApi, {
    files: async ({ query }) => ({
      family: cjkFamily(),
      files: cjkFontFiles(query.chars, query.weight).map((name) => `/api/cjk-fonts/files/${name}`),
    }),
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
