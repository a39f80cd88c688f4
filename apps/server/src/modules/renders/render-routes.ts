// Rendering a video (contracts: renderApi; docs/rendering.md): request (one credit), progress,
// cancel, download.
import { renderApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { resourceId } from '../../platform/http/resource-id';
import { renderMessages } from './render-messages';
import { RenderService } from './render-service';

const videoId = (value: string) => resourceId(value, renderMessages.videoMissing);

export const renderRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const renders = new RenderService(context);
  registerRoutes(app, renderApi, {
    request: async ({ userId, params, body }) => {
      const vid = videoId(params.vid);
      await renders.request(userId, vid, body?.request_id ?? null);
      return renders.progress(userId, vid);
    },
    progress: ({ userId, params }) => renders.progress(userId, videoId(params.vid)),
    cancel: ({ userId, params }) => renders.cancel(userId, videoId(params.vid)),
    downloadUrl: ({ userId, params }) => renders.downloadUrl(userId, videoId(params.vid)),
  });
};
