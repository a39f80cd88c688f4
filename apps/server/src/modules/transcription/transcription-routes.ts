// Transcripts of the signed-in user's videos (contracts: transcriptionApi; docs/api.md
// "Transcription"): status, save an edited transcript, align a pasted script, import a subtitle
// file, retry after a failure or re-transcribe (optionally in another language), and caption
// exports.
import {
  captionExportFormats,
  SUBTITLE_FILE_MAX_BYTES,
  TRANSCRIPT_WORDS_MAX,
  transcriptionApi,
} from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { registerRoutes } from '../../platform/http/register-routes';
import { resourceId } from '../../platform/http/resource-id';
import { contentDispositionFor } from '../../platform/storage/content-disposition';
import type { VideoRow } from '../videos/video-queries';
import { toVideoDetailResponse } from '../videos/video-response';
import { uploadMessages } from '../videos/video-upload-service';
import { SubtitleImportService } from './subtitle-import-service';
import { TranscriptionService } from './transcription-service';

const videoId = (value: string) => resourceId(value, uploadMessages.videoMissing);
// A saved word is about 60 bytes of JSON, so the longest transcript the contract allows is
// several MB: far past the app's default body limit, which would refuse it before validation.
const SAVE_BODY_LIMIT = TRANSCRIPT_WORDS_MAX * 200;
// A character of a subtitle file is at most 3 bytes of UTF-8, or a 2-byte escape in JSON: room
// for the longest text the contract allows.
const IMPORT_BODY_LIMIT = SUBTITLE_FILE_MAX_BYTES * 3;

export const transcriptionRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const transcription = new TranscriptionService(context);
  const subtitles = new SubtitleImportService(context, transcription);
  const detail = async (row: Promise<VideoRow>) => toVideoDetailResponse(await row, context.storage);

  registerRoutes(
    app,
    transcriptionApi,
    {
      status: ({ userId, params }) => transcription.status(userId, videoId(params.vid)),
      save: ({ userId, params, body }) =>
        detail(transcription.save(userId, videoId(params.vid), body.words, body.base_version)),
      align: ({ userId, params, body }) =>
        detail(transcription.align(userId, videoId(params.vid), body.script)),
      importCaptions: ({ userId, params, body }) =>
        detail(subtitles.importCaptions(userId, videoId(params.vid), body)),
      retry: ({ userId, params, body }) =>
        detail(transcription.retry(userId, videoId(params.vid), body.language)),
      retranscribe: ({ userId, params, body }) =>
        detail(transcription.retranscribe(userId, videoId(params.vid), body.language)),
      captions: async ({ userId, params, query }, _request, reply) => {
        const format = captionExportFormats.find((known) => known === params.format);
        if (!format) throw AppError.notFound();
        const file = await transcription.captions(userId, videoId(params.vid), format, {
          language: query.language,
          speakerNames: query.speakers !== 'none',
        });
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', contentDispositionFor(file.filename))
          .send(file.body);
      },
    },
    { save: { bodyLimit: SAVE_BODY_LIMIT }, importCaptions: { bodyLimit: IMPORT_BODY_LIMIT } },
  );
};
