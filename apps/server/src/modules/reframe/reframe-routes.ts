// The reframe's face tracking (contracts: reframeApi; docs/reframe.md).
import { reframeApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { resourceId } from '../../platform/http/resource-id';
import { FaceTrackService, reframeMessages } from './face-track-service';

const videoId = (value: string) => resourceId(value, reframeMessages.videoMissing);

export const reframeRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const faces = new FaceTrackService(context);
  registerRoutes(app, reframeApi, {
    faces: ({ userId, params }) => faces.get(userId, videoId(params.vid)),
    findFaces: ({ userId, params }) => faces.find(userId, videoId(params.vid)),
  });
};
