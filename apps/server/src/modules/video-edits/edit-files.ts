// The stored files behind a video's edits: the music track (a system track or one of the user's
// audio uploads) and each b-roll item (the user's ready pictures, GIFs and clips). A reference the
// user may not use, or that is gone, resolves to null.
import type { VideoEdits } from '@captionist/contracts';
import type { Database } from '../../platform/db/client';
import { findUsableAudio } from '../audios/audio-queries';
import { findMedia } from '../media/media-queries';

export interface BrollFile {
  storageKey: string;
  kind: 'image' | 'gif' | 'video';
}

export interface EditFiles {
  music: { storageKey: string } | null;
  /** One entry per b-roll item of the edits, in order. */
  broll: (BrollFile | null)[];
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

async function musicFile(db: Database, userId: string, audioId: string) {
  if (!isUuid(audioId)) return null;
  const track = await findUsableAudio(db, userId, audioId);
  if (track) return { storageKey: track.storageKey };
  const upload = await findMedia(db, userId, audioId);
  return upload?.kind === 'audio' && upload.status === 'ready' ? { storageKey: upload.storageKey } : null;
}

async function brollFile(db: Database, userId: string, mediaId: string): Promise<BrollFile | null> {
  if (!isUuid(mediaId)) return null;
  const media = await findMedia(db, userId, mediaId);
  if (media?.status !== 'ready' || media.kind === 'audio') return null;
  return { storageKey: media.storageKey, kind: media.kind };
}

export async function findEditFiles(db: Database, userId: string, edits: VideoEdits): Promise<EditFiles> {
  return {
    music: edits.music ? await musicFile(db, userId, edits.music.audio_id) : null,
    broll: await Promise.all(edits.broll.map((item) => brollFile(db, userId, item.media_id))),
  };
}
