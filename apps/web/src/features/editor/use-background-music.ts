// The video's background music (a track of GET /user/audios and its volume) in the editor
// model, saved with the video's other edits a moment after the last change.
import type { VideoEdits } from '@captionist/contracts';
import { useState } from 'react';
import { useVideoEdits } from '../video-edits';

export type Music = NonNullable<VideoEdits['music']>;

/** The contract's defaults: the track well under the voice, ducking 12 dB under speech. */
export const DEFAULT_MUSIC_VOLUME = 0.15;
const DEFAULT_DUCKING = { duck: true, duck_db: 12 };
/** A volume drag settles, then one save. */
export const MUSIC_SAVE_DELAY_MS = 600;

export function useBackgroundMusic(videoId: string) {
  const edits = useVideoEdits(videoId, MUSIC_SAVE_DELAY_MS);
  const [volumeWithoutTrack, setVolumeWithoutTrack] = useState(DEFAULT_MUSIC_VOLUME);

  const music = edits.edits?.music ?? null;
  const volume = music?.volume ?? volumeWithoutTrack;
  const change = (next: Music | null) => edits.change({ music: next });

  return {
    /** The edits have loaded (or failed to: see `query`). */
    ready: edits.ready,
    query: edits.query,
    music,
    volume,
    /** A track's id, or null for no music. */
    setTrack: (audioId: string | null) =>
      change(audioId ? { ...DEFAULT_DUCKING, ...music, audio_id: audioId, volume } : null),
    setVolume: (next: number) => {
      setVolumeWithoutTrack(next);
      if (music) change({ ...music, volume: next });
    },
    /** Whether the music drops under speech, and by how many dB. */
    setDucking: (duck: boolean, depthDb: number) => {
      if (music) change({ ...music, duck, duck_db: depthDb });
    },
    save: edits.save,
    retrySave: edits.retrySave,
  };
}
