// The video's background music (a track of GET /user/audios and its volume), saved with the
// video's other edits by PUT /user/videos/{vid}/edits a moment after the last change. The hook
// title and b-roll are read from the server just before each save and sent back unchanged.
import type { VideoEdits } from '@captionist/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useAutosave } from '../../lib/use-autosave';
import { saveEditsPart, videoEditsQuery } from '../video-edits';

export type Music = NonNullable<VideoEdits['music']>;

/** The contract's default: the track well under the voice. */
export const DEFAULT_MUSIC_VOLUME = 0.15;
/** A volume drag settles, then one save. */
export const MUSIC_SAVE_DELAY_MS = 600;

export function useBackgroundMusic(videoId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(videoEditsQuery(videoId));
  // undefined: nothing chosen on this page yet, so the saved music is shown.
  const [chosen, setChosen] = useState<Music | null | undefined>(undefined);
  const [volumeWithoutTrack, setVolumeWithoutTrack] = useState(DEFAULT_MUSIC_VOLUME);

  const save = useCallback(
    async ({ music }: { music: Music | null }) => {
      await saveEditsPart(queryClient, videoId, { music });
    },
    [queryClient, videoId],
  );
  const autosave = useAutosave(save, MUSIC_SAVE_DELAY_MS);

  const music = chosen === undefined ? (query.data?.music ?? null) : chosen;
  const volume = music?.volume ?? volumeWithoutTrack;
  const change = (next: Music | null) => {
    setChosen(next);
    autosave.schedule({ music: next });
  };

  return {
    /** The edits have loaded (or failed to: see `query`). */
    ready: query.isSuccess,
    query,
    music,
    volume,
    /** A track's id, or null for no music. */
    setTrack: (audioId: string | null) => change(audioId ? { audio_id: audioId, volume } : null),
    setVolume: (next: number) => {
      setVolumeWithoutTrack(next);
      if (music) change({ ...music, volume: next });
    },
    save: autosave.state,
    retrySave: autosave.retry,
  };
}
