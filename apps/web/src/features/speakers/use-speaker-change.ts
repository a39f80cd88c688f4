// A speaker's new name or caption colour, stored by the server in the video's edits over the
// editor's edit version: the editor's waiting changes go first, and it follows the version the
// server answers with, so its next save neither undoes the change nor is refused for it.
import type { SpeakerUpdate, VideoSpeakers } from '@captionist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../lib/normalise-error';
import { rememberSpeakers } from './speakers-queries';
import { updateSpeaker } from './speakers-requests';

/** How a change the server makes to the video's edits keeps in step with the editor's own saves. */
export interface SpeakerSaves {
  /** Stores the editor's waiting changes; the edit version the change is based on. */
  saveFirst: () => Promise<number>;
  /** The server stored the change as this edit version: the editor takes it in. */
  stored: (editVersion: number) => Promise<void>;
  /** The server refused the change (an edit conflict is the editor's to show). */
  refused: (error: ApiError) => void;
}

export type SpeakerChange = Omit<SpeakerUpdate, 'base_version'>;

export function useSpeakerChange(videoId: string, speaker: string, saves: SpeakerSaves) {
  const queryClient = useQueryClient();
  return useMutation<VideoSpeakers, ApiError, SpeakerChange>({
    mutationFn: async (change) => {
      const answer = await updateSpeaker(videoId, speaker, {
        ...change,
        base_version: await saves.saveFirst(),
      });
      rememberSpeakers(queryClient, videoId, answer);
      await saves.stored(answer.edit_version);
      return answer;
    },
    onError: (error) => saves.refused(error),
  });
}
