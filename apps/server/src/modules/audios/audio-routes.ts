// Background audio (spec §7 GET /user/audios): system tracks, served at stable URLs the client
// may cache for 7 days, followed by the user's audio uploads at the media library's own URLs.
import { type Audio, audioSchema, successEnvelope } from '@captionist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { resourceId } from '../../platform/http/resource-id';
import { sendStoredFile } from '../../platform/storage/send-stored-file';
import type { Sessions } from '../auth/session-plugin';
import { findUsableAudio, listReadyAudioUploads, listUsableAudios } from './audio-queries';

const NOT_FOUND = 'This audio track does not exist.';
const idParams = z.object({ id: z.string().max(64) });

export const audioRoutes: FastifyPluginAsyncZod<{ context: AppContext; sessions: Sessions }> = async (
  app,
  { context, sessions },
) => {
  const { db } = context.database;
  const apiUrl = `${context.config.APP_URL}/api`;

  app.get(
    '/user/audios',
    { schema: { response: { 200: successEnvelope(z.array(audioSchema)) } } },
    async (request) => {
      const userId = sessions.requireUserId(request);
      const [tracks, uploads] = await Promise.all([
        listUsableAudios(db, userId),
        listReadyAudioUploads(db, userId),
      ]);
      const data: Audio[] = [
        ...tracks.map((row) => ({
          id: row.id,
          is_system: row.isSystem,
          name: row.name,
          url: `${apiUrl}/user/audios/${row.id}/file`,
        })),
        ...(await Promise.all(
          uploads.map(async (media) => ({
            id: media.id,
            is_system: false,
            name: media.name,
            url: await context.storage.presignGet(media.storageKey),
          })),
        )),
      ];
      return { status: 'success' as const, data };
    },
  );

  app.get('/user/audios/:id/file', { schema: { params: idParams } }, async (request, reply) => {
    const userId = sessions.requireUserId(request);
    const row = await findUsableAudio(db, userId, resourceId(request.params.id, NOT_FOUND));
    if (!row) throw AppError.notFound(NOT_FOUND);
    return sendStoredFile(request, reply, context.storage, row.storageKey, {
      cacheControl: 'private, max-age=604800',
      ranges: true,
    });
  });
};
