// Fonts (spec §7): the list, custom uploads, delete, and the stable file and stylesheet URLs
// that the browser caches for 7 days (system fonts for everyone signed in, custom ones for
// their owner only; anything else is 404).
import {
  fontConfirmRequestSchema,
  fontMessages,
  fontSchema,
  fontUploadUrlRequestSchema,
  fontUploadUrlResponseSchema,
  successEnvelope,
} from '@captionist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { resourceId } from '../../platform/http/resource-id';
import { sendStoredFile } from '../../platform/storage/send-stored-file';
import type { Sessions } from '../auth/session-plugin';
import { findUsableFont, listUsableFonts } from './font-queries';
import { fileFormat, fontFileUrl, toFontResponse } from './font-response';
import { buildFontStylesheet } from './font-stylesheet';
import { FontUploadService } from './font-upload-service';

const FONT_CACHE = 'private, max-age=604800, immutable';
const fidParams = z.object({ fid: z.string().max(64) });
const fileParams = z.object({ fid: z.string().max(64), file: z.string().max(20) });
const messageEnvelope = successEnvelope(z.object({ message: z.string() }));

export const fontRoutes: FastifyPluginAsyncZod<{ context: AppContext; sessions: Sessions }> = async (
  app,
  { context, sessions },
) => {
  const { db } = context.database;
  const apiUrl = `${context.config.APP_URL}/api`;
  const uploads = new FontUploadService(context);
  const usable = async (userId: string, fid: string) => {
    const row = await findUsableFont(db, userId, resourceId(fid, fontMessages.notFound));
    if (!row) throw AppError.notFound(fontMessages.notFound);
    return row;
  };

  app.get(
    '/user/fonts',
    { schema: { response: { 200: successEnvelope(z.array(fontSchema)) } } },
    async (request) => {
      const rows = await listUsableFonts(db, sessions.requireUserId(request));
      return { status: 'success' as const, data: rows.map((row) => toFontResponse(row, apiUrl)) };
    },
  );

  app.post(
    '/user/fonts/upload-url',
    {
      schema: {
        body: fontUploadUrlRequestSchema,
        response: { 201: successEnvelope(fontUploadUrlResponseSchema) },
      },
    },
    async (request, reply) => {
      const data = await uploads.createUpload(sessions.requireUserId(request), request.body);
      return reply.code(201).send({ status: 'success' as const, data });
    },
  );

  app.post(
    '/user/fonts/confirm-upload',
    { schema: { body: fontConfirmRequestSchema, response: { 201: successEnvelope(fontSchema) } } },
    async (request, reply) => {
      const { upload_id, name } = request.body;
      const row = await uploads.confirm(sessions.requireUserId(request), upload_id, name);
      return reply.code(201).send({ status: 'success' as const, data: toFontResponse(row, apiUrl) });
    },
  );

  app.delete(
    '/user/fonts/:fid',
    { schema: { params: fidParams, response: { 200: messageEnvelope } } },
    async (request) => {
      const userId = sessions.requireUserId(request);
      await uploads.delete(userId, resourceId(request.params.fid, fontMessages.notFound));
      return { status: 'success' as const, data: { message: 'The font was deleted.' } };
    },
  );

  app.get('/user/fonts/:fid/files/:file', { schema: { params: fileParams } }, async (request, reply) => {
    const row = await usable(sessions.requireUserId(request), request.params.fid);
    const file = row.files.find((f) => request.params.file === `${f.weight}.${fileFormat(f)}`);
    if (!file) throw AppError.notFound(fontMessages.notFound);
    return sendStoredFile(request, reply, context.storage, file.storage_key, { cacheControl: FONT_CACHE });
  });

  app.get('/user/fonts/:fid/stylesheet.css', { schema: { params: fidParams } }, async (request, reply) => {
    const row = await usable(sessions.requireUserId(request), request.params.fid);
    const css = buildFontStylesheet(
      row.fontFamily,
      row.files.map((file) => ({
        weight: file.weight,
        italic: file.italic,
        url: fontFileUrl(apiUrl, row.id, file),
        format: fileFormat(file),
      })),
    );
    return reply.type('text/css; charset=utf-8').header('Cache-Control', FONT_CACHE).send(css);
  });
};
