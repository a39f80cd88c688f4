// Who says what in the transcript: the speakers the editor names (with the names and colours of
// the video's edits), the turns their words make, and words or a whole turn given to another
// speaker as one step to undo. The changes read the words when they are made, so the memoised
// lines keep one handler.
import type { WordRun } from '@captionist/captions';
import type { SpeakerLabel, TranscriptWord } from '@captionist/contracts';
import { useCallback, useMemo } from 'react';
import { turnsByFirstWord, useSpeakerViews, withSpeaker } from '../speakers';
import { useEditorModel, useEditorState } from './editor-model';

const NO_LABELS: readonly SpeakerLabel[] = [];

export function useSpeakerTurns(videoId: string, words: readonly TranscriptWord[]) {
  const { store } = useEditorModel();
  const labels = useEditorState((model) => model.edits?.speakers) ?? NO_LABELS;
  const speakers = useSpeakerViews(videoId, words, labels);
  const turns = useMemo(() => turnsByFirstWord(words), [words]);
  const giveWords = useCallback(
    (first: number, last: number, speaker: string) => {
      const current = store.getState().transcript?.words;
      if (current)
        store.editWords({ type: 'replaceWords', words: withSpeaker(current, first, last, speaker) });
    },
    [store],
  );
  const giveTurn = useCallback(
    (turn: WordRun, speaker: string) => giveWords(turn.first, turn.last, speaker),
    [giveWords],
  );
  return { labels, speakers, turns, giveWords, giveTurn };
}
