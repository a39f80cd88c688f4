import type { SuggestionSource, TranscriptWord } from '@captionist/contracts';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/normalise-error';
import { showToast } from '../../lib/toast';
import type { TranscriptEditAction } from '../transcript';

interface Notice {
  title: string;
  message: string;
}

interface SuggestionButtonsProps {
  words: readonly TranscriptWord[];
  dispatch: (action: TranscriptEditAction) => void;
  applyLabel: string;
  clearLabel: string;
  /** The words with the server's suggestions applied (the same list when none fits), and who made them. */
  suggest: () => Promise<{ words: readonly TranscriptWord[]; source: SuggestionSource }>;
  /** The words with every such change taken out; the same list when there is none. */
  clear: (words: readonly TranscriptWord[]) => readonly TranscriptWord[];
  /** What the toasts say: nothing changed, `count` words changed, the request failed. */
  notices: { none: Notice; applied: (count: number, source: SuggestionSource) => Notice; failed: string };
}

/**
 * A pair of buttons for an automatic edit of the words (emoji, emphasis): one asks the server for
 * suggestions and applies them as one undoable step, saying how many words changed; the other
 * takes every such change out.
 */
export function SuggestionButtons({
  words,
  dispatch,
  applyLabel,
  clearLabel,
  suggest,
  clear,
  notices,
}: SuggestionButtonsProps) {
  const [working, setWorking] = useState(false);
  const cleared = clear(words);

  const apply = async () => {
    setWorking(true);
    try {
      const suggested = await suggest();
      const count = suggested.words.filter((word, i) => word !== words[i]).length;
      if (count === 0) {
        showToast({ type: 'success', ...notices.none });
        return;
      }
      dispatch({ type: 'replaceWords', words: suggested.words });
      showToast({ type: 'success', ...notices.applied(count, suggested.source) });
    } catch (error) {
      showToast({ type: 'error', title: notices.failed, message: errorMessage(error) });
    } finally {
      setWorking(false);
    }
  };

  return (
    <Group gap={4}>
      <Button size="compact-sm" variant="default" onClick={() => void apply()} loading={working}>
        {applyLabel}
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        disabled={cleared === words}
        onClick={() => dispatch({ type: 'replaceWords', words: cleared })}
      >
        {clearLabel}
      </Button>
    </Group>
  );
}
