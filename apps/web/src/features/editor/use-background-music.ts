// The video's background music (a track of GET /user/audios and its volume) in the editor
// model, saved with the video's other edits a moment after the last change.
import type { VideoEdits } from '@captionist/contracts';
import { useState } from 'react';
import { useVideoEdits } from '../video-edits';

export type Music = NonNullable<VideoEdits['music']>;

/** The contract's default: the track well under the voice. */
export const DEFAULT_MUSIC_VOLUME = 0.15;
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
    setTrack: (audioId: string | null) => change(audioId ? { audio_id: audioId, volume } : null),
    setVolume: (next: number) => {
      setVolumeWithoutTrack(next);
      if (music) change({ ...music, volume: next });
    },
    save: edits.save,
    retrySave: edits.retrySave,
  };
}
