// Videos of the signed-in user (contracts: videoApi): direct uploads, the sample clip, the list
// of a project and its unfinished uploads, one video, rename, delete.
import { videoApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { resourceId } from '../../platform/http/resource-id';
import { MultipartUploadService } from './multipart-upload-service';
import { listProjectUnfinishedUploads } from './unfinished-uploads';
import { VideoService } from './video-service';
import { uploadMessages, VideoUploadService } from './video-upload-service';

const videoId = (value: string) => resourceId(value, uploadMessages.videoMissing);
const projectId = (value: string) => resourceId(value, uploadMessages.projectMissing);

export const videoRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const videos = new VideoService(context);
  const uploads = new VideoUploadService(context);
  const multipart = new MultipartUploadService(context);

  registerRoutes(app, videoApi, {
    uploadUrl: ({ userId, params, body }) => uploads.createSingleUpload(userId, projectId(params.pid), body),
    confirmUpload: ({ userId, params }) => uploads.confirm(userId, videoId(params.vid)),
    useSample: ({ userId, params }) => uploads.useSample(userId, projectId(params.pid)),
    multipartUploadUrl: ({ userId, params, body }, _request, reply) => {
      const pid = projectId(params.pid);
      if ('video_id' in body) return multipart.resume(userId, videoId(body.video_id));
      reply.code(201);
      return multipart.start(userId, pid, body);
    },
    multipartPartDone: async ({ userId, params, body }) => {
      await multipart.partDone(userId, videoId(params.vid), body.part_number, body.etag);
      return { part_number: body.part_number };
    },
    multipartConfirm: ({ userId, params }) => multipart.confirm(userId, videoId(params.vid)),
    listByProject: ({ userId, params }) => videos.listByProject(userId, projectId(params.pid)),
    unfinishedUploads: ({ userId, params }) =>
      listProjectUnfinishedUploads(context, userId, projectId(params.pid)),
    get: ({ userId, params }) => videos.get(userId, videoId(params.vid)),
    rename: ({ userId, params, body }) => videos.rename(userId, videoId(params.vid), body.name),
    remove: ({ userId, params }) => videos.remove(userId, videoId(params.vid)),
  });
};
