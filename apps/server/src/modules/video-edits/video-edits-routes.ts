// A video's hook title, music and b-roll (docs/rendering.md "Edits"): read and replace.
import { successEnvelope, videoEditsSchema } from '@captionist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { resourceId } from '../../platform/http/resource-id';
import type { Sessions } from '../auth/session-plugin';
import { editMessages, VideoEditsService } from './video-edits-service';

const vidParams = z.object({ vid: z.string().max(64) });
const response = { 200: successEnvelope(videoEditsSchema) };
const videoId = (value: string) => resourceId(value, editMessages.videoMissing);

export const videoEditsRoutes: FastifyPluginAsyncZod<{ context: AppContext; sessions: Sessions }> = async (
  app,
  { context, sessions },
) => {
  const edits = new VideoEditsService(context);

  app.get('/user/videos/:vid/edits', { schema: { params: vidParams, response } }, async (request) => ({
    status: 'success' as const,
    data: await edits.get(sessions.requireUserId(request), videoId(request.params.vid)),
  }));

  app.put(
    '/user/videos/:vid/edits',
    { schema: { params: vidParams, body: videoEditsSchema, response } },
    async (request) => ({
      status: 'success' as const,
      data: await edits.save(sessions.requireUserId(request), videoId(request.params.vid), request.body),
    }),
  );
};
