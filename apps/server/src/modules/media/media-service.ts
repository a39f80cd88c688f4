// The media library's rules (spec §7): the media_uploads feature and its limit, direct uploads
// probed in a job, rename, and deletion with the files following in a job.
import { randomUUID } from 'node:crypto';
import {
  type MediaUpload,
  type MediaUploadUrlResponse,
  mediaKindOf,
  mediaLimitMessage,
} from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { resourceId } from '../../platform/http/resource-id';
import { queueDeletePrefix } from '../../platform/storage/delete-prefix-job';
import { extensionFromFileName } from '../../platform/storage/storage-keys';
import { findFeatures } from '../plans/subscription-queries';
import { assertPlanAllowsSize, DirectUploads } from '../uploads/direct-upload';
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
import { toMediaResponse } from './media-response';

const NOT_FOUND = 'This media file does not exist.';
const mediaId = (id: string) => resourceId(id, NOT_FOUND);

export class MediaService {
  private readonly uploads: DirectUploads;

  constructor(private readonly context: AppContext) {
    this.uploads = new DirectUploads(context.storage);
  }

  private get db() {
    return this.context.database.db;
  }

  private respond(row: MediaRow): Promise<MediaUpload> {
    return toMediaResponse(row, this.context.storage);
  }

  async list(userId: string): Promise<MediaUpload[]> {
    return Promise.all((await listMedia(this.db, userId)).map((row) => this.respond(row)));
  }

  async createUpload(
    userId: string,
    { name, size, content_type }: { name: string; size: number; content_type: string },
  ): Promise<MediaUploadUrlResponse> {
    const kind = mediaKindOf(content_type);
    if (!kind)
      throw AppError.invalid({
        content_type: ['Upload an image (PNG, JPEG, WebP), a GIF, a video or an audio file.'],
      });
    const features = await findFeatures(this.db, userId);
    const feature = features.media_uploads;
    const count = await countMedia(this.db, userId);
    if (!feature.enabled || (feature.limit != null && count >= feature.limit)) {
      throw AppError.forbidden(mediaLimitMessage(feature.limit, feature.enabled));
    }
    assertPlanAllowsSize(features, size);
    const id = randomUUID();
    const storageKey = `${mediaStoragePrefix(userId, id)}/source.${extensionFromFileName(name, 'bin')}`;
    const row = await insertMedia(this.db, {
      id,
      userId,
      kind,
      name,
      storageKey,
      mimeType: content_type,
      sizeBytes: size,
    });
    const upload = await this.uploads.target(storageKey, { maxBytes: size, contentType: content_type });
    return { media: await this.respond(row), upload };
  }

  async confirm(userId: string, id: string): Promise<MediaUpload> {
    const row = await this.owned(userId, id);
    const stored = await this.uploads.receive(row.storageKey, { confirmed: row.status !== 'uploading' });
    const updated = await updateMedia(this.db, row.id, { status: 'processing', sizeBytes: stored.sizeBytes });
    await this.context.queue.send('media.process', { mediaId: row.id });
    return this.respond(updated ?? row);
  }

  async rename(userId: string, id: string, name: string): Promise<MediaUpload> {
    const row = await this.owned(userId, id);
    return this.respond((await updateMedia(this.db, row.id, { name })) ?? row);
  }

  async remove(userId: string, id: string): Promise<{ message: string }> {
    const row = await deleteMedia(this.db, userId, mediaId(id));
    if (!row) throw AppError.notFound(NOT_FOUND);
    await queueDeletePrefix(this.context.queue, mediaStoragePrefix(userId, row.id));
    return { message: 'The media file was deleted.' };
  }

  private async owned(userId: string, id: string): Promise<MediaRow> {
    const row = await findMedia(this.db, userId, mediaId(id));
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }
}
