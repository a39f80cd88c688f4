// The caption style of a video, saved by the editor as the person changes it (contracts:
// captionSettingsApi; docs/api.md "Videos"); the render draws with it (renders/render-style.ts).
import { captionStyleSchema } from '@captionist/captions';
import { captionSettingsApi, captionSettingsRequestSchema } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { resourceId } from '../../platform/http/resource-id';
import { saveCaptionSettings } from './caption-settings-service';
import { uploadMessages } from './video-upload-service';

// The contract types settings loosely (the contracts package does not know the caption engine);
// here they are validated as a full style, with field errors like any other body.
const save = {
  ...captionSettingsApi.save,
  body: captionSettingsRequestSchema.extend({
    settings: captionSettingsRequestSchema.shape.settings.pipe(captionStyleSchema),
  }),
};

export const captionSettingsRoutes: FastifyPluginAsync<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db } = context.database;
  registerRoutes(
    app,
    { save },
    {
      save: ({ userId, params, body }) =>
        saveCaptionSettings(
          db,
          userId,
          resourceId(params.vid, uploadMessages.videoMissing),
          body.settings,
          body.base_version,
        ),
    },
  );
};
