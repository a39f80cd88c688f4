// Who is speaking (contracts: speakersApi; docs/speakers.md).
import { speakersApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { resourceId } from '../../platform/http/resource-id';
import { SpeakerService, speakerMessages } from './speaker-service';

const videoId = (value: string) => resourceId(value, speakerMessages.videoMissing);

export const speakerRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const speakers = new SpeakerService(context);
  registerRoutes(app, speakersApi, {
    list: ({ userId, params }) => speakers.list(userId, videoId(params.vid)),
    find: ({ userId, params }) => speakers.find(userId, videoId(params.vid)),
    update: ({ userId, params, body: { base_version, ...change } }) =>
      speakers.update(userId, videoId(params.vid), params.sid, change, base_version),
  });
};
