// A video's hook title, music, b-roll and cuts (contracts: videoEditsApi; docs/rendering.md
// "Edits"): read and replace, the quiet stretches Remove silences cuts, and the edit as an
// OpenTimelineIO file (docs/exports.md).
import { videoEditsApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { resourceId } from '../../platform/http/resource-id';
import { contentDispositionFor } from '../../platform/storage/content-disposition';
import { QuietRangesService } from './quiet-ranges-service';
import { TimelineExportService } from './timeline-export-service';
import { editMessages, VideoEditsService } from './video-edits-service';

const videoId = (value: string) => resourceId(value, editMessages.videoMissing);

export const videoEditsRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const edits = new VideoEditsService(context);
  const quiet = new QuietRangesService(context);
  const timelines = new TimelineExportService(context);
  registerRoutes(app, videoEditsApi, {
    get: ({ userId, params }) => edits.get(userId, videoId(params.vid)),
    save: ({ userId, params, body: { base_version, ...changed } }) =>
      edits.save(userId, videoId(params.vid), changed, base_version),
    quietRanges: ({ userId, params }) => quiet.get(userId, videoId(params.vid)),
    timeline: async ({ userId, params }, _request, reply) => {
      const file = await timelines.otio(userId, videoId(params.vid));
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', contentDispositionFor(file.filename))
        .send(file.body);
    },
  });
};
