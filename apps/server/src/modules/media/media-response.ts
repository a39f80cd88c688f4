// A media file as the API shows it; the file and its thumbnail come as signed, expiring URLs once
// the file is ready.
import type { MediaUpload } from '@captionist/contracts';
import type { StorageDriver } from '../../platform/storage/storage-driver';
import type { MediaRow } from './media-queries';

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
    credit: row.credit,
    created_at: row.createdAt.toISOString(),
  };
}
