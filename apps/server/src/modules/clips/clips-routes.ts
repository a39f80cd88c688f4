// The clip finder's routes (contracts: clipsApi). Finding is a POST: it may cost a paid model call.
import { clipsApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { resourceId } from '../../platform/http/resource-id';
import { toVideoDetailResponse, toVideoResponse } from '../videos/video-response';
import { ClipAcceptService } from './clip-accept-service';
import { ClipEdgesService } from './clip-edges-service';
import { ClipFinderService } from './clip-finder-service';
import { clipMessages } from './clips-messages';

export const clipsRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const finder = new ClipFinderService(context);
  const accepting = new ClipAcceptService(context);
  const edges = new ClipEdgesService(context);
  registerRoutes(app, clipsApi, {
    findClips: ({ userId, params, body }) =>
      finder.find(userId, resourceId(params.vid, clipMessages.videoMissing), body),
    acceptClips: async ({ userId, params, body }) => {
      const made = await accepting.accept(userId, resourceId(params.vid, clipMessages.videoMissing), body);
      return { videos: await Promise.all(made.map((row) => toVideoResponse(row, context.storage))) };
    },
    moveClipEdge: async ({ userId, params, body }) =>
      toVideoDetailResponse(
        await edges.move(userId, resourceId(params.vid, clipMessages.videoMissing), body),
        context.storage,
      ),
  });
};
