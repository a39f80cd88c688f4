// Fonts (contracts: fontApi): the list, custom uploads, delete, and the stable file and
// stylesheet URLs that the browser caches for 7 days (system fonts for everyone signed in,
// custom ones for their owner only; anything else is 404).
import { fontApi, fontMessages } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { resourceId } from '../../platform/http/resource-id';
import { sendStoredFile } from '../../platform/storage/send-stored-file';
import { FontService } from './font-service';
import { FontUploadService } from './font-upload-service';

const FONT_CACHE = 'private, max-age=604800, immutable';

export const fontRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const fonts = new FontService(context);
  const uploads = new FontUploadService(context);

  registerRoutes(app, fontApi, {
    list: ({ userId }) => fonts.list(userId),
    uploadUrl: ({ userId, body }) => uploads.createUpload(userId, body),
    confirmUpload: async ({ userId, body }) =>
      fonts.toResponse(await uploads.confirm(userId, body.upload_id, body.name)),
    remove: async ({ userId, params }) => {
      await uploads.delete(userId, resourceId(params.fid, fontMessages.notFound));
      return { message: 'The font was deleted.' };
    },
    file: async ({ userId, params }, request, reply) => {
      const key = await fonts.fileKey(userId, params.fid, params.file);
      return sendStoredFile(request, reply, context.storage, key, { cacheControl: FONT_CACHE });
    },
    stylesheet: async ({ userId, params }, _request, reply) => {
      const css = await fonts.stylesheet(userId, params.fid);
      return reply.type('text/css; charset=utf-8').header('Cache-Control', FONT_CACHE).send(css);
    },
  });
};
