// Background audio: system tracks, served at stable URLs the client may cache for 7 days,
// followed by the user's audio uploads at the media library's own URLs.
import type { Audio } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { resourceId } from '../../platform/http/resource-id';
import { findUsableAudio, listReadyAudioUploads, listUsableAudios } from './audio-queries';

const NOT_FOUND = 'This audio track does not exist.';

export class AudioService {
  constructor(private readonly context: AppContext) {}

  async list(userId: string): Promise<Audio[]> {
    const { db } = this.context.database;
    const apiUrl = `${this.context.config.APP_URL}/api`;
    const [tracks, uploads] = await Promise.all([
      listUsableAudios(db, userId),
      listReadyAudioUploads(db, userId),
    ]);
    return [
      ...tracks.map((row) => ({
        id: row.id,
        is_system: row.isSystem,
        name: row.name,
        url: `${apiUrl}/user/audios/${row.id}/file`,
      })),
      ...(await Promise.all(
        uploads.map(async (media) => ({
          id: media.id,
          is_system: false,
          name: media.name,
          url: await this.context.storage.presignGet(media.storageKey),
        })),
      )),
    ];
  }

  /** The storage key of a track the user may play. */
  async fileKey(userId: string, audioId: string): Promise<string> {
    const row = await findUsableAudio(this.context.database.db, userId, resourceId(audioId, NOT_FOUND));
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row.storageKey;
  }
}
