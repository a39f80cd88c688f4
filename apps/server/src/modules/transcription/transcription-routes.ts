// Transcripts of the signed-in user's videos (docs/api.md "Transcription"): status, save an
// edited transcript, align a pasted script, retry after a failure or re-transcribe (optionally in
// another language), and caption exports.
import {
  alignTranscriptRequestSchema,
  captionExportFormats,
  saveTranscriptionRequestSchema,
  successEnvelope,
  TRANSCRIPT_WORDS_MAX,
  transcriptionRunRequestSchema,
  transcriptionStatusResponseSchema,
  videoDetailSchema,
} from '@captionist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { resourceId } from '../../platform/http/resource-id';
import { contentDispositionFor } from '../../platform/storage/content-disposition';
import type { Sessions } from '../auth/session-plugin';
import type { VideoRow } from '../videos/video-queries';
import { toVideoDetailResponse } from '../videos/video-response';
import { uploadMessages } from '../videos/video-upload-service';
import { TranscriptionService } from './transcription-service';

const vidParams = z.object({ vid: z.string().max(64) });
const captionParams = z.object({ vid: z.string().max(64), format: z.string().max(8) });
const videoDetailResponse = { 200: successEnvelope(videoDetailSchema) };
const videoId = (value: string) => resourceId(value, uploadMessages.videoMissing);
// A saved word is about 60 bytes of JSON, so the longest transcript the contract allows is
// several MB: far past the app's default body limit, which would refuse it before validation.
const SAVE_BODY_LIMIT = TRANSCRIPT_WORDS_MAX * 200;

export const transcriptionRoutes: FastifyPluginAsyncZod<{ context: AppContext; sessions: Sessions }> = async (
  app,
  { context, sessions },
) => {
  const transcription = new TranscriptionService(context);
  const respond = async (row: VideoRow) => ({
    status: 'success' as const,
    data: await toVideoDetailResponse(row, context.storage),
  });

  app.get(
    '/user/videos/transcription-status/:vid',
    { schema: { params: vidParams, response: { 200: successEnvelope(transcriptionStatusResponseSchema) } } },
    async (request) => ({
      status: 'success' as const,
      data: await transcription.status(sessions.requireUserId(request), videoId(request.params.vid)),
    }),
  );

  app.post(
    '/user/videos/:vid/save-transcription',
    {
      bodyLimit: SAVE_BODY_LIMIT,
      schema: { params: vidParams, body: saveTranscriptionRequestSchema, response: videoDetailResponse },
    },
    async (request) => {
      const userId = sessions.requireUserId(request);
      return respond(await transcription.save(userId, videoId(request.params.vid), request.body.words));
    },
  );

  app.post(
    '/user/videos/:vid/align-transcript',
    { schema: { params: vidParams, body: alignTranscriptRequestSchema, response: videoDetailResponse } },
    async (request) => {
      const userId = sessions.requireUserId(request);
      return respond(await transcription.align(userId, videoId(request.params.vid), request.body.script));
    },
  );

  const newRun = { params: vidParams, body: transcriptionRunRequestSchema, response: videoDetailResponse };

  app.post('/user/videos/:vid/retry-transcription', { schema: newRun }, async (request) => {
    const userId = sessions.requireUserId(request);
    const { language } = request.body;
    return respond(await transcription.retry(userId, videoId(request.params.vid), language));
  });

  app.post('/user/videos/:vid/retranscribe', { schema: newRun }, async (request) => {
    const userId = sessions.requireUserId(request);
    const { language } = request.body;
    return respond(await transcription.retranscribe(userId, videoId(request.params.vid), language));
  });

  app.get(
    '/user/videos/:vid/captions.:format',
    {
      schema: {
        params: captionParams,
        description: `Caption file download; format is one of ${captionExportFormats.join(', ')}.`,
        produces: ['text/plain', 'text/vtt'],
      },
    },
    async (request, reply) => {
      const format = captionExportFormats.find((known) => known === request.params.format);
      if (!format) throw AppError.notFound();
      const userId = sessions.requireUserId(request);
      const file = await transcription.captions(userId, videoId(request.params.vid), format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDispositionFor(file.filename))
        .send(file.body);
    },
  );
};
