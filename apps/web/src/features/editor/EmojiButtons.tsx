import { addAutoEmoji, removeEmoji } from '@captionist/captions';
import type { TranscriptWord } from '@captionist/contracts';
import type { TranscriptEditAction } from '../transcript';
import { fetchEmojiWords } from './editor-requests';
import { SuggestionButtons } from './SuggestionButtons';
import { onCurrentWords } from './saved-word-picks';

interface EmojiButtonsProps {
  videoId: string;
  words: readonly TranscriptWord[];
  /** The transcript as the server has it: the suggestions name its words by index. */
  saved: readonly TranscriptWord[];
  /** The caption style's words per group: at most one emoji is added per group. */
  wordsPerGroup: number;
  dispatch: (action: TranscriptEditAction) => void;
}

/**
 * Adds a fitting emoji to the caption groups whose words call for one (the configured model's
 * choice, or the offline keyword table), or takes every emoji out.
 */
export function EmojiButtons({ videoId, words, saved, wordsPerGroup, dispatch }: EmojiButtonsProps) {
  return (
    <SuggestionButtons
      words={words}
      dispatch={dispatch}
      applyLabel="Add emoji"
      clearLabel="Remove emoji"
      suggest={async () => {
        const found = await fetchEmojiWords(videoId);
        const added = addAutoEmoji(words, wordsPerGroup, onCurrentWords(found.words, saved, words));
        return { words: added, source: found.source };
      }}
      clear={removeEmoji}
      notices={{
        none: { title: 'No emoji added', message: 'No caption here has a word an emoji stands for.' },
        applied: (count, source) => ({
          title: `${count} emoji added`,
          message: `${source === 'ai' ? 'Chosen by the AI model. ' : ''}Edit or delete any of them like a word; Undo takes them all back.`,
        }),
        failed: 'Emoji could not be added',
      }}
    />
  );
}
