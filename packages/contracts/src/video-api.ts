// The video routes (spec §7 /user/videos/*; docs/api.md "Videos"): direct uploads (one PUT or
// resumable parts), the bundled sample, the list of a project and its unfinished uploads, one
// video with its transcript, rename and delete. Its own file: the detail answer (transcription.ts)
// builds on videos.ts.
import { z } from 'zod';
import { messageSchema } from './auth';
import { defineRoute } from './route-contract';
import { videoDetailSchema } from './transcription';
import {
  multipartPartDoneRequestSchema,
  multipartUploadResponseSchema,
  multipartUploadUrlRequestSchema,
  unfinishedUploadSchema,
  uploadUrlRequestSchema,
  uploadUrlResponseSchema,
  videoParamsSchema,
  videoSchema,
  videoUpdateRequestSchema,
} from './videos';

const projectParams = z.object({ pid: z.string().max(64) });

export const videoApi = {
  uploadUrl: defineRoute({
    method: 'POST',
    path: '/user/videos/upload-url/:pid',
    summary: 'Creates the video and a signed PUT URL for its file (up to 100 MB; larger files use parts).',
    access: 'user',
    params: projectParams,
    body: uploadUrlRequestSchema,
    status: 201,
    data: uploadUrlResponseSchema,
    errors: [404, 413],
    idempotent: true,
  }),
  confirmUpload: defineRoute({
    method: 'POST',
    path: '/user/videos/confirm-upload/:vid',
    summary: 'Confirms that the file arrived; the video is then processed.',
    access: 'user',
    params: videoParamsSchema,
    data: videoSchema,
    errors: [404, 409, 413],
    idempotent: true,
  }),
  useSample: defineRoute({
    method: 'POST',
    path: '/user/videos/use-sample-video/:pid',
    summary: 'Adds the bundled sample clip to the project; it is processed like an upload.',
    access: 'user',
    params: projectParams,
    status: 201,
    data: videoSchema,
    errors: [404],
    idempotent: true,
  }),
  multipartUploadUrl: defineRoute({
    method: 'POST',
    path: '/user/videos/multipart-upload-url/:pid',
    summary: 'Starts an upload in parts ({name, size, …}) or resumes one ({video_id}) with fresh URLs.',
    access: 'user',
    params: projectParams,
    body: multipartUploadUrlRequestSchema,
    // 201 when it starts an upload, 200 when it resumes one (the video exists already).
    status: [200, 201],
    data: multipartUploadResponseSchema,
    errors: [404, 409, 413],
    idempotent: true,
  }),
  multipartPartDone: defineRoute({
    method: 'POST',
    path: '/user/videos/multipart-upload-part/:vid',
    summary: 'Records a part that arrived in storage, with its ETag.',
    access: 'user',
    params: videoParamsSchema,
    body: multipartPartDoneRequestSchema,
    data: z.object({ part_number: z.number().int() }),
    errors: [404, 409],
  }),
  multipartConfirm: defineRoute({
    method: 'POST',
    path: '/user/videos/multipart-confirm-upload/:vid',
    summary: 'Assembles the parts into the file; the video is then processed.',
    access: 'user',
    params: videoParamsSchema,
    data: videoSchema,
    errors: [404, 409],
    idempotent: true,
  }),
  listByProject: defineRoute({
    method: 'GET',
    path: '/user/videos/project/:pid',
    summary: "A project's videos, newest first (without transcripts).",
    access: 'user',
    params: projectParams,
    data: videoSchema.array(),
    errors: [404],
  }),
  unfinishedUploads: defineRoute({
    method: 'GET',
    path: '/user/videos/project/:pid/unfinished-uploads',
    summary:
      "The project's uploads that were started and never confirmed: whether each was interrupted, and what resuming it needs.",
    access: 'user',
    params: projectParams,
    data: unfinishedUploadSchema.array(),
    errors: [404],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/user/videos/:vid',
    summary: 'One video with its transcript and saved caption style.',
    access: 'user',
    params: videoParamsSchema,
    data: videoDetailSchema,
    errors: [404],
  }),
  rename: defineRoute({
    method: 'PUT',
    path: '/user/videos/:vid',
    summary: 'Renames a video.',
    access: 'user',
    params: videoParamsSchema,
    body: videoUpdateRequestSchema,
    data: videoSchema,
    errors: [404],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/user/videos/:vid',
    summary: 'Deletes a video; its files are removed in a job.',
    access: 'user',
    params: videoParamsSchema,
    data: messageSchema,
    errors: [404],
  }),
};
