// The caption style of a video, saved by the editor as the person changes it (docs/api.md
// "Videos"); the render draws with it (renders/render-style.ts).
import { captionStyleSchema } from '@captionist/captions';
import {
  captionSettingsRequestSchema,
  captionSettingsResponseSchema,
  successEnvelope,
} from '@captionist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { resourceId } from '../../platform/http/resource-id';
import type { Sessions } from '../auth/session-plugin';
import { saveCaptionSettings } from './caption-settings-service';
import { uploadMessages } from './video-upload-service';

const vidParams = z.object({ vid: z.string().max(64) });
// The contract types settings loosely (an object is required); here they become a full style.
const body = captionSettingsRequestSchema.extend({
  settings: captionSettingsRequestSchema.shape.settings.pipe(captionStyleSchema),
});

export const captionSettingsRoutes: FastifyPluginAsyncZod<{
  context: AppContext;
  sessions: Sessions;
}> = async (app, { context, sessions }) => {
  const { db } = context.database;

  app.put(
    '/user/videos/:vid/caption-settings',
    {
      schema: { params: vidParams, body, response: { 200: successEnvelope(captionSettingsResponseSchema) } },
    },
    async (request) => {
      const row = await saveCaptionSettings(
        db,
        sessions.requireUserId(request),
        resourceId(request.params.vid, uploadMessages.videoMissing),
        request.body.settings,
      );
      return {
        status: 'success' as const,
        data: {
          caption_settings: row.captionSettings as Record<string, unknown>,
          updated_at: row.updatedAt.toISOString(),
        },
      };
    },
  );
};
