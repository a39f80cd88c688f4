// The media library (contracts: mediaApi): list, upload-url, confirm-upload, update/{id},
// delete/{id}; gated by the media_uploads feature and its limit.
import { mediaApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { MediaService } from './media-service';

export const mediaRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const media = new MediaService(context);
  registerRoutes(app, mediaApi, {
    list: ({ userId }) => media.list(userId),
    uploadUrl: ({ userId, body }) => media.createUpload(userId, body),
    confirmUpload: ({ userId, body }) => media.confirm(userId, body.id),
    rename: ({ userId, params, body }) => media.rename(userId, params.id, body.name),
    remove: ({ userId, params }) => media.remove(userId, params.id),
  });
};
