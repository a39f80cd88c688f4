// Background audio (contracts: audioApi): the list, and the files of the system tracks.
import { audioApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { sendStoredFile } from '../../platform/storage/send-stored-file';
import { AudioService } from './audio-service';

export const audioRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const audios = new AudioService(context);
  registerRoutes(app, audioApi, {
    list: ({ userId }) => audios.list(userId),
    file: async ({ userId, params }, request, reply) =>
      sendStoredFile(request, reply, context.storage, await audios.fileKey(userId, params.id), {
        cacheControl: 'private, max-age=604800',
        ranges: true,
      }),
  });
};
