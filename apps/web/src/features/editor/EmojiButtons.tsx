import { addAutoEmoji, type EmojiIndex, emojiIndex, removeEmoji } from '@captionist/captions';
import type { TranscriptWord } from '@captionist/contracts';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { showToast } from '../../lib/toast';
import type { TranscriptEditAction } from '../transcript';

interface EmojiButtonsProps {
  words: readonly TranscriptWord[];
  /** The caption style's words per group: at most one emoji is added per group. */
  wordsPerGroup: number;
  dispatch: (action: TranscriptEditAction) => void;
}

// The keyword table (40 KB with brotli) is fetched the first time it is needed.
let index: Promise<EmojiIndex> | undefined;
const loadIndex = () => {
  index ??= import('emojilib').then((table) => emojiIndex(table.default));
  return index;
};

/** Adds a fitting emoji to the caption groups whose words call for one, or takes every emoji out. */
export function EmojiButtons({ words, wordsPerGroup, dispatch }: EmojiButtonsProps) {
  const [adding, setAdding] = useState(false);
  const hasEmoji = removeEmoji(words) !== words;

  const add = async () => {
    setAdding(true);
    try {
      const added = addAutoEmoji(words, wordsPerGroup, await loadIndex());
      const count = added.filter((word, i) => word !== words[i]).length;
      if (count === 0) {
        showToast({
          type: 'success',
          title: 'No emoji added',
          message: 'No caption here has a word an emoji stands for.',
        });
        return;
      }
      dispatch({ type: 'replaceWords', words: added });
      showToast({
        type: 'success',
        title: `${count} emoji added`,
        message: 'Edit or delete any of them like a word; Undo takes them all back.',
      });
    } catch {
      showToast({
        type: 'error',
        title: 'Emoji could not be added',
        message: 'Check your connection and try again.',
      });
    } finally {
      setAdding(false);
    }
  };

  return (
    <Group gap={4}>
      <Button size="compact-sm" variant="default" onClick={() => void add()} loading={adding}>
        Add emoji
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        disabled={!hasEmoji}
        onClick={() => dispatch({ type: 'replaceWords', words: removeEmoji(words) })}
      >
        Remove emoji
      </Button>
    </Group>
  );
}
