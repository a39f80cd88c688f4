import { isLowConfidence, type TranscriptWord as Word } from '@captionist/contracts';
import type { CSSProperties, KeyboardEvent } from 'react';
import { formatWordTime } from './format-time';
import classes from './TranscriptWord.module.css';
import { WordTextInput } from './WordTextInput';

export const LOW_CONFIDENCE_HINT = 'Low confidence — check this word';
export const EMPHASIS_HINT = 'Emphasised in the captions';
export const CUT_HINT = 'Cut from the video';
export const PUNCH_IN_HINT = 'In a punch-in zoom';

export interface WordHandlers {
  onSelect: (index: number) => void;
  onEdit: (index: number) => void;
  onKeyDown: (index: number, event: KeyboardEvent<HTMLButtonElement>) => void;
  onEditDone: (index: number, text: string | null) => void;
}

interface TranscriptWordProps extends WordHandlers {
  word: Word;
  index: number;
  active: boolean;
  selected: boolean;
  tabStop: boolean;
  editing: boolean;
  invalid: boolean;
  /** Wholly inside the video's cuts: not in the video, nor in its captions. */
  cut: boolean;
  /** Spoken while a punch-in zooms the picture. */
  punchIn: boolean;
}

/**
 * One word: a button that seeks the player (click) and takes the editing keys, or, while being
 * edited, a text input. One word is a tab stop; the arrow keys move between words.
 */
export function TranscriptWord({
  word,
  index,
  active,
  selected,
  tabStop,
  editing,
  invalid,
  cut,
  punchIn,
  ...on
}: TranscriptWordProps) {
  if (editing) return <WordTextInput text={word.text} onDone={(text) => on.onEditDone(index, text)} />;
  // Words the engine doubted are marked (a dotted underline) and say so to screen readers.
  const doubted = isLowConfidence(word);
  // An emphasised word shows its look: a bar in its colour, bolder, in capitals when it has them.
  const look = word.emphasis;
  const hints = [
    cut && CUT_HINT,
    doubted && LOW_CONFIDENCE_HINT,
    look && EMPHASIS_HINT,
    punchIn && PUNCH_IN_HINT,
  ]
    .filter(Boolean)
    .join('; ');
  const times = `${formatWordTime(word.start)} – ${formatWordTime(word.end)}`;
  return (
    <button
      type="button"
      className={classes.word}
      data-word-index={index}
      data-active={active || undefined}
      data-selected={selected || undefined}
      data-invalid={invalid || undefined}
      data-cut={cut || undefined}
      data-punch-in={punchIn || undefined}
      data-low-confidence={doubted || undefined}
      data-emphasised={look ? '' : undefined}
      data-uppercase={look?.uppercase || undefined}
      style={look?.color ? ({ '--emphasis-color': look.color } as CSSProperties) : undefined}
      aria-description={hints || undefined}
      aria-current={active ? 'time' : undefined}
      aria-pressed={selected}
      tabIndex={tabStop ? 0 : -1}
      title={hints ? `${times} · ${hints}` : times}
      onClick={() => on.onSelect(index)}
      onDoubleClick={() => on.onEdit(index)}
      onKeyDown={(event) => on.onKeyDown(index, event)}
    >
      {word.text}
    </button>
  );
}
