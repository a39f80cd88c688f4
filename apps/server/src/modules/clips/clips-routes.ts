// The clip finder's route (contracts: clipsApi). POST: it may cost a paid model call.
import { clipsApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { resourceId } from '../../platform/http/resource-id';
import { ClipFinderService } from './clip-finder-service';
import { clipMessages } from './clips-messages';

export const clipsRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const finder = new ClipFinderService(context);
  registerRoutes(app, clipsApi, {
    findClips: ({ userId, params, body }) =>
      finder.find(userId, resourceId(params.vid, clipMessages.videoMissing), body),
  });
};
