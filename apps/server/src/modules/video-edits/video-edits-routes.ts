// A video's hook title, music, b-roll and cuts (contracts: videoEditsApi; docs/rendering.md
// "Edits"): read and replace, and the quiet stretches Remove silences cuts.
import { videoEditsApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { resourceId } from '../../platform/http/resource-id';
import { QuietRangesService } from './quiet-ranges-service';
import { editMessages, VideoEditsService } from './video-edits-service';

const videoId = (value: string) => resourceId(value, editMessages.videoMissing);

export const videoEditsRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const edits = new VideoEditsService(context);
  const quiet = new QuietRangesService(context);
  registerRoutes(app, videoEditsApi, {
    get: ({ userId, params }) => edits.get(userId, videoId(params.vid)),
    save: ({ userId, params, body: { base_version, ...changed } }) =>
      edits.save(userId, videoId(params.vid), changed, base_version),
    quietRanges: ({ userId, params }) => quiet.get(userId, videoId(params.vid)),
  });
};
