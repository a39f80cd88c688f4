// Caption-only overlays of a video's render (contracts: overlayApi; docs/exports.md).
import { overlayApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { resourceId } from '../../platform/http/resource-id';
import { renderMessages } from '../renders/render-messages';
import { OverlayService } from './overlay-service';

const videoId = (value: string) => resourceId(value, renderMessages.videoMissing);

export const overlayRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const overlays = new OverlayService(context);
  registerRoutes(app, overlayApi, {
    list: ({ userId, params }) => overlays.list(userId, videoId(params.vid)),
    request: ({ userId, params }) => overlays.request(userId, videoId(params.vid), params.format),
    downloadUrl: ({ userId, params }) => overlays.downloadUrl(userId, videoId(params.vid), params.format),
  });
};
