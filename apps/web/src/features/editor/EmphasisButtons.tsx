import { clearEmphasis, emphasiseKeywords } from '@captionist/captions';
import type { TranscriptWord, WordEmphasis } from '@captionist/contracts';
import type { TranscriptEditAction } from '../transcript';
import { fetchEmphasisWords } from './editor-requests';
import { SuggestionButtons } from './SuggestionButtons';
import { onCurrentWords } from './saved-word-picks';

interface EmphasisButtonsProps {
  videoId: string;
  words: readonly TranscriptWord[];
  /** The transcript as the server has it: the keyword scores name its words by index. */
  saved: readonly TranscriptWord[];
  /** The caption style's words per group: at most one keyword is emphasised per group. */
  wordsPerGroup: number;
  /** The look a keyword gets (the style's defaultEmphasis). */
  look: WordEmphasis;
  dispatch: (action: TranscriptEditAction) => void;
}

/**
 * Emphasises the keyword of each caption group (the configured model's choice, or offline
 * analysis), or makes every word plain. The scores are for the saved words; a word edited since
 * has none, so it is left as it is.
 */
export function EmphasisButtons({
  videoId,
  words,
  saved,
  wordsPerGroup,
  look,
  dispatch,
}: EmphasisButtonsProps) {
  return (
    <SuggestionButtons
      words={words}
      dispatch={dispatch}
      applyLabel="Emphasise keywords"
      clearLabel="Clear emphasis"
      suggest={async () => {
        const found = await fetchEmphasisWords(videoId);
        const scores = new Map(
          onCurrentWords(found.words, saved, words).map((pick) => [pick.index, pick.score]),
        );
        return { words: emphasiseKeywords(words, wordsPerGroup, scores, look), source: found.source };
      }}
      clear={clearEmphasis}
      notices={{
        none: {
          title: 'No keywords emphasised',
          message: 'Every caption already has an emphasised word, or none has a word that stands out.',
        },
        applied: (count, source) => ({
          title: `${count} keyword${count === 1 ? '' : 's'} emphasised`,
          message:
            source === 'ai'
              ? 'Chosen by the AI model. Click a word to change its look; Undo takes them all back.'
              : 'Numbers, names and strong words. Click a word to change its look; Undo takes them all back.',
        }),
        failed: 'Keywords could not be found',
      }}
    />
  );
}
