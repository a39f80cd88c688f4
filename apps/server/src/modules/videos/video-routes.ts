// Videos of the signed-in user (REST, see docs/api.md): upload URL, confirm, list by project,
// get (with the transcript), rename, delete.
import {
  multipartPartDoneRequestSchema,
  multipartUploadUrlRequestSchema,
  successEnvelope,
  uploadUrlRequestSchema,
  videoDetailSchema,
  videoUpdateRequestSchema,
} from '@captionist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { resourceId } from '../../platform/http/resource-id';
import { queueDeletePrefix } from '../../platform/storage/delete-prefix-job';
import type { Sessions } from '../auth/session-plugin';
import { findProject } from '../projects/project-queries';
import { videoStoragePrefix } from '../projects/project-storage';
import { MultipartUploadService } from './multipart-upload-service';
import { deleteVideo, findVideo, listProjectVideos, updateVideo } from './video-queries';
import { toVideoDetailResponse, toVideoResponse } from './video-response';
import { uploadMessages, VideoUploadService } from './video-upload-service';

const pidParams = z.object({ pid: z.string().max(64) });
const vidParams = z.object({ vid: z.string().max(64) });
const videoId = (value: string) => resourceId(value, uploadMessages.videoMissing);
const projectId = (value: string) => resourceId(value, uploadMessages.projectMissing);

export const videoRoutes: FastifyPluginAsyncZod<{ context: AppContext; sessions: Sessions }> = async (
  app,
  { context, sessions },
) => {
  const { db } = context.database;
  const uploads = new VideoUploadService(context);
  const multipart = new MultipartUploadService(context);
  const respond = async (row: Parameters<typeof toVideoResponse>[0]) => ({
    status: 'success' as const,
    data: await toVideoResponse(row, context.storage),
  });

  app.post(
    '/user/videos/upload-url/:pid',
    { schema: { params: pidParams, body: uploadUrlRequestSchema } },
    async (request, reply) => {
      const userId = sessions.requireUserId(request);
      const { video, upload } = await uploads.createSingleUpload(
        userId,
        projectId(request.params.pid),
        request.body,
      );
      return reply.code(201).send({
        status: 'success' as const,
        data: { video: await toVideoResponse(video, context.storage), upload },
      });
    },
  );

  app.post(
    '/user/videos/use-sample-video/:pid',
    { schema: { params: pidParams } },
    async (request, reply) => {
      const video = await uploads.useSample(sessions.requireUserId(request), projectId(request.params.pid));
      return reply.code(201).send(await respond(video));
    },
  );

  app.post(
    '/user/videos/multipart-upload-url/:pid',
    { schema: { params: pidParams, body: multipartUploadUrlRequestSchema } },
    async (request, reply) => {
      const userId = sessions.requireUserId(request);
      const pid = projectId(request.params.pid);
      const body = request.body;
      if ('video_id' in body)
        return { status: 'success' as const, data: await multipart.resume(userId, videoId(body.video_id)) };
      return reply
        .code(201)
        .send({ status: 'success' as const, data: await multipart.start(userId, pid, body) });
    },
  );

  app.post(
    '/user/videos/multipart-upload-part/:vid',
    { schema: { params: vidParams, body: multipartPartDoneRequestSchema } },
    async (request) => {
      const { part_number, etag } = request.body;
      await multipart.partDone(
        sessions.requireUserId(request),
        videoId(request.params.vid),
        part_number,
        etag,
      );
      return { status: 'success' as const, data: { part_number } };
    },
  );

  app.post('/user/videos/multipart-confirm-upload/:vid', { schema: { params: vidParams } }, async (request) =>
    respond(await multipart.confirm(sessions.requireUserId(request), videoId(request.params.vid))),
  );

  app.post('/user/videos/confirm-upload/:vid', { schema: { params: vidParams } }, async (request) =>
    respond(await uploads.confirm(sessions.requireUserId(request), videoId(request.params.vid))),
  );

  app.get('/user/videos/project/:pid', { schema: { params: pidParams } }, async (request) => {
    const userId = sessions.requireUserId(request);
    const pid = projectId(request.params.pid);
    if (!(await findProject(db, userId, pid))) throw AppError.notFound(uploadMessages.projectMissing);
    const rows = await listProjectVideos(db, userId, pid);
    return {
      status: 'success' as const,
      data: await Promise.all(rows.map((row) => toVideoResponse(row, context.storage))),
    };
  });

  app.get(
    '/user/videos/:vid',
    { schema: { params: vidParams, response: { 200: successEnvelope(videoDetailSchema) } } },
    async (request) => {
      const row = await findVideo(db, sessions.requireUserId(request), videoId(request.params.vid));
      if (!row) throw AppError.notFound(uploadMessages.videoMissing);
      return { status: 'success' as const, data: await toVideoDetailResponse(row, context.storage) };
    },
  );

  app.put(
    '/user/videos/:vid',
    { schema: { params: vidParams, body: videoUpdateRequestSchema } },
    async (request) => {
      const row = await findVideo(db, sessions.requireUserId(request), videoId(request.params.vid));
      if (!row) throw AppError.notFound(uploadMessages.videoMissing);
      return respond((await updateVideo(db, row.id, { name: request.body.name })) ?? row);
    },
  );

  app.delete('/user/videos/:vid', { schema: { params: vidParams } }, async (request) => {
    const userId = sessions.requireUserId(request);
    const row = await deleteVideo(db, userId, videoId(request.params.vid));
    if (!row) throw AppError.notFound(uploadMessages.videoMissing);
    await queueDeletePrefix(context.queue, videoStoragePrefix(userId, row.projectId, row.id));
    return { status: 'success' as const, data: { message: 'The video was deleted.' } };
  });
};
