// What clicks and keys on the words do: select and seek, move between words (or to the next
// low-confidence one), edit, split, merge, emphasise, delete and nudge. The handlers keep one identity for the editor's life so the memoised lines
// do not render again on every frame of playback; they read the latest words through a ref.
import type { TranscriptWord, WordEmphasis } from '@captionist/contracts';
import { type Dispatch, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { TranscriptEditAction } from '../transcript';
import { nextLowConfidenceIndex } from '../transcript';
import type { WordHandlers } from './TranscriptWord';
import { wordShortcut } from './word-shortcuts';

interface Latest {
  words: readonly TranscriptWord[];
  player: HTMLVideoElement | null;
  dispatch: Dispatch<TranscriptEditAction>;
  /** The look E gives a plain word (the caption style's defaultEmphasis). */
  emphasis: WordEmphasis;
}

export function useWordHandlers(
  words: readonly TranscriptWord[],
  player: HTMLVideoElement | null,
  dispatch: Dispatch<TranscriptEditAction>,
  emphasis: WordEmphasis,
) {
  // No word is selected until the person picks one; the first word is the tab stop meanwhile.
  const [selected, setSelected] = useState(-1);
  const [editing, setEditing] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);
  const latest = useRef<Latest>({ words, player, dispatch, emphasis });
  useEffect(() => {
    latest.current = { words, player, dispatch, emphasis };
  });

  // Focus follows the selection after the words re-render (a deleted word's button is gone).
  useEffect(() => {
    const wanted = pendingFocus.current;
    if (wanted === null) return;
    pendingFocus.current = null;
    const index = Math.min(wanted, words.length - 1);
    listRef.current?.querySelector<HTMLElement>(`[data-word-index="${index}"]`)?.focus();
  });

  const handlers = useMemo(() => {
    const seek = (index: number) => {
      const { words, player } = latest.current;
      const word = words[index];
      if (player && word) player.currentTime = word.start / 1000;
    };
    const focus = (index: number) => {
      pendingFocus.current = index;
      setSelected(index);
    };
    const goTo = (index: number) => {
      focus(index);
      seek(index);
    };
    const edit = (index: number) => {
      setSelected(index);
      setEditing(index);
    };
    const onKeyDown = (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
      const command = wordShortcut(event);
      if (!command) return;
      event.preventDefault();
      const { words, dispatch } = latest.current;
      const last = words.length - 1;
      switch (command.type) {
        case 'move': {
          const to = { previous: index - 1, next: index + 1, first: 0, last }[command.to];
          return goTo(Math.max(0, Math.min(to, last)));
        }
        case 'nextLowConfidence': {
          const target = nextLowConfidenceIndex(words, index);
          if (target >= 0) goTo(target);
          return;
        }
        case 'edit':
          return edit(index);
        case 'split':
          dispatch({ type: 'split', index });
          return focus(index);
        case 'merge':
          dispatch({ type: 'mergeWithNext', index });
          return focus(index);
        case 'emphasis': {
          const look = words[index]?.emphasis ? null : latest.current.emphasis;
          return dispatch({ type: 'emphasise', index, look });
        }
        case 'delete':
          dispatch({ type: 'delete', index });
          return focus(Math.min(index, last - 1));
        case 'nudge':
          return dispatch({ type: 'nudge', index, edge: command.edge, delta: command.delta });
      }
    };
    const word: WordHandlers = {
      onSelect: (index) => {
        setSelected(index);
        seek(index);
      },
      onEdit: edit,
      onKeyDown,
      onEditDone: (index, text) => {
        setEditing(-1);
        if (text !== null) latest.current.dispatch({ type: 'editText', index, text });
        focus(index);
      },
    };
    return { word, focus, goTo };
  }, []);

  return {
    listRef,
    selected: Math.min(selected, words.length - 1),
    editing,
    handlers: handlers.word,
    /** Selects and focuses a word, e.g. one a save error is about. */
    showWord: handlers.focus,
    /** Selects and focuses a word and moves the player to it, as the arrow keys do. */
    goToWord: handlers.goTo,
    edit: handlers.word.onEdit,
  };
}
