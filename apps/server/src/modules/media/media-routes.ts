// The media library (spec §7): list, upload-url, confirm-upload, update/{id}, delete/{id};
// gated by the media_uploads feature and its limit.
import { randomUUID } from 'node:crypto';
import {
  checkUploadSize,
  type MediaUpload,
  mediaConfirmRequestSchema,
  mediaKindOf,
  mediaLimitMessage,
  mediaUpdateRequestSchema,
  mediaUploadUrlRequestSchema,
} from '@captionist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { resourceId } from '../../platform/http/resource-id';
import { queueDeletePrefix } from '../../platform/storage/delete-prefix-job';
import type { StorageDriver } from '../../platform/storage/storage-driver';
import { extensionFromFileName } from '../../platform/storage/storage-keys';
import type { Sessions } from '../auth/session-plugin';
import { findFeatures } from '../plans/subscription-queries';
import {
  countMedia,
  deleteMedia,
  findMedia,
  insertMedia,
  listMedia,
  type MediaRow,
  mediaStoragePrefix,
  updateMedia,
} from './media-queries';

const NOT_FOUND = 'This media file does not exist.';
const idParams = z.object({ id: z.string().max(64) });

export async function toMediaResponse(row: MediaRow, storage: StorageDriver): Promise<MediaUpload> {
  const ready = row.status === 'ready';
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    status: row.status,
    error: row.error,
    url: ready ? await storage.presignGet(row.storageKey) : null,
    thumbnail_url: ready && row.thumbnailKey ? await storage.presignGet(row.thumbnailKey) : null,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    duration_ms: row.durationMs,
    created_at: row.createdAt.toISOString(),
  };
}

export const mediaRoutes: FastifyPluginAsyncZod<{ context: AppContext; sessions: Sessions }> = async (
  app,
  { context, sessions },
) => {
  const { db } = context.database;
  const { storage } = context;
  const owned = async (userId: string, id: string) => {
    const row = await findMedia(db, userId, resourceId(id, NOT_FOUND));
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  };

  app.get('/user/media-uploads', async (request) => {
    const rows = await listMedia(db, sessions.requireUserId(request));
    return {
      status: 'success' as const,
      data: await Promise.all(rows.map((row) => toMediaResponse(row, storage))),
    };
  });

  app.post(
    '/user/media-uploads/upload-url',
    { schema: { body: mediaUploadUrlRequestSchema } },
    async (request, reply) => {
      const userId = sessions.requireUserId(request);
      const { name, size, content_type } = request.body;
      const kind = mediaKindOf(content_type);
      if (!kind)
        throw AppError.invalid({
          content_type: ['Upload an image (PNG, JPEG, WebP), a GIF, a video or an audio file.'],
        });
      const features = await findFeatures(db, userId);
      const feature = features.media_uploads;
      const count = await countMedia(db, userId);
      if (!feature.enabled || (feature.limit != null && count >= feature.limit)) {
        throw AppError.forbidden(mediaLimitMessage(feature.limit, feature.enabled));
      }
      const sizeCheck = checkUploadSize(features, size);
      if (!sizeCheck.ok) throw new AppError(413, sizeCheck.message, { size: [sizeCheck.message] });
      const id = randomUUID();
      const storageKey = `${mediaStoragePrefix(userId, id)}/source.${extensionFromFileName(name, 'bin')}`;
      const row = await insertMedia(db, {
        id,
        userId,
        kind,
        name,
        storageKey,
        mimeType: content_type,
        sizeBytes: size,
      });
      const url = await storage.presignPut(storageKey, { maxBytes: size, contentType: content_type });
      return reply.code(201).send({
        status: 'success' as const,
        data: {
          media: await toMediaResponse(row, storage),
          upload: {
            url,
            method: 'PUT' as const,
            headers: { 'Content-Type': content_type, ...storage.putHeaders },
          },
        },
      });
    },
  );

  app.post(
    '/user/media-uploads/confirm-upload',
    { schema: { body: mediaConfirmRequestSchema } },
    async (request) => {
      const row = await owned(sessions.requireUserId(request), request.body.id);
      if (row.status !== 'uploading') throw new AppError(409, 'This upload was already confirmed.');
      const stored = await storage.head(row.storageKey);
      if (!stored) throw new AppError(409, 'The upload has not arrived yet. Upload the file, then confirm.');
      const updated = await updateMedia(db, row.id, { status: 'processing', sizeBytes: stored.sizeBytes });
      await context.queue.send('media.process', { mediaId: row.id });
      return { status: 'success' as const, data: await toMediaResponse(updated ?? row, storage) };
    },
  );

  app.post(
    '/user/media-uploads/update/:id',
    { schema: { params: idParams, body: mediaUpdateRequestSchema } },
    async (request) => {
      const row = await owned(sessions.requireUserId(request), request.params.id);
      const updated = await updateMedia(db, row.id, { name: request.body.name });
      return { status: 'success' as const, data: await toMediaResponse(updated ?? row, storage) };
    },
  );

  app.delete('/user/media-uploads/delete/:id', { schema: { params: idParams } }, async (request) => {
    const userId = sessions.requireUserId(request);
    const row = await deleteMedia(db, userId, resourceId(request.params.id, NOT_FOUND));
    if (!row) throw AppError.notFound(NOT_FOUND);
    await queueDeletePrefix(context.queue, mediaStoragePrefix(userId, row.id));
    return { status: 'success' as const, data: { message: 'The media file was deleted.' } };
  });
};
