// The transcript editor's state: the words, undo/redo history, and the saved words they are
// compared with. A pure reducer, so every edit and its undo can be tested without React.
import { setEmphasis } from '@captionist/captions';
import type { TranscriptWord, WordEmphasis } from '@captionist/contracts';
import {
  deleteWord,
  editWordText,
  mergeWithNext,
  nudgeWord,
  splitWord,
  type WordEdge,
  type Words,
} from './word-operations';

/** Enough to walk back a long editing session without keeping every keystroke of a nudge run. */
export const HISTORY_LIMIT = 200;

export interface TranscriptEditorState {
  words: Words;
  /** The words as last saved (or as the engine made them): what "unsaved changes" compares with. */
  saved: Words;
  past: Words[];
  future: Words[];
  durationMs: number | null;
}

export type TranscriptEditAction =
  | { type: 'editText'; index: number; text: string }
  | { type: 'split'; index: number }
  | { type: 'mergeWithNext'; index: number }
  | { type: 'delete'; index: number }
  | { type: 'nudge'; index: number; edge: WordEdge; delta: number }
  /** A word's own look in the captions; null makes it plain again. */
  | { type: 'emphasise'; index: number; look: WordEmphasis | null }
  /** Many words changed at once (emoji added or removed), as one step to undo. */
  | { type: 'replaceWords'; words: Words }
  | { type: 'undo' }
  | { type: 'redo' }
  /**
   * The server stored `sent` as `saved`: they become what unsaved changes compare with; history
   * stays. The server may store more than it was sent (a word without a speaker takes the speaker
   * analysis's): words not edited since the send become the stored ones, or they would never match.
   */
  | { type: 'markSaved'; sent: Words; saved: Words }
  /** A newer transcript from the server replaces the words; the history belongs to the old one. */
  | { type: 'load'; saved: Words };

export function createEditorState(
  saved: Words,
  durationMs: number | null,
  draft: Words | null = null,
): TranscriptEditorState {
  return { words: draft ?? saved, saved, past: [], future: [], durationMs };
}

function applyEdit(state: TranscriptEditorState, action: TranscriptEditAction): Words {
  switch (action.type) {
    case 'editText':
      return editWordText(state.words, action.index, action.text);
    case 'split':
      return splitWord(state.words, action.index);
    case 'mergeWithNext':
      return mergeWithNext(state.words, action.index);
    case 'delete':
      return deleteWord(state.words, action.index);
    case 'nudge':
      return nudgeWord(state.words, action.index, action.edge, action.delta, state.durationMs);
    case 'emphasise':
      return setEmphasis(state.words, action.index, action.look);
    case 'replaceWords':
      return action.words;
    default:
      return state.words;
  }
}

export function transcriptEditorReducer(
  state: TranscriptEditorState,
  action: TranscriptEditAction,
): TranscriptEditorState {
  if (action.type === 'markSaved')
    return { ...state, saved: action.saved, words: state.words === action.sent ? action.saved : state.words };
  if (action.type === 'load') return createEditorState(action.saved, state.durationMs);
  if (action.type === 'undo') {
    const previous = state.past.at(-1);
    if (!previous) return state;
    return {
      ...state,
      words: previous,
      past: state.past.slice(0, -1),
      future: [state.words, ...state.future],
    };
  }
  if (action.type === 'redo') {
    const [next, ...rest] = state.future;
    if (!next) return state;
    return { ...state, words: next, past: [...state.past, state.words], future: rest };
  }
  const words = applyEdit(state, action);
  // An edit that changes nothing (a nudge at its limit) must not add an empty undo step.
  if (words === state.words) return state;
  return { ...state, words, past: [...state.past, state.words].slice(-HISTORY_LIMIT), future: [] };
}

const sameLook = (a: WordEmphasis | undefined, b: WordEmphasis | undefined) =>
  a?.color === b?.color && a?.scale === b?.scale && a?.uppercase === b?.uppercase;

const sameWord = (a: TranscriptWord, b: TranscriptWord) =>
  a.text === b.text &&
  a.start === b.start &&
  a.end === b.end &&
  a.speaker === b.speaker &&
  sameLook(a.emphasis, b.emphasis);

export function hasUnsavedChanges(state: TranscriptEditorState): boolean {
  const { words, saved } = state;
  if (words === saved) return false;
  return (
    words.length !== saved.length || words.some((word, i) => !sameWord(word, saved[i] as TranscriptWord))
  );
}

/**
 * Whether `after` is `before` as the speaker analysis leaves it: the same words, each one `before`
 * left without a speaker perhaps with one now. The analysis labels a transcript without making an
 * edit of it, and a save of words without speakers is stored with its labels, so such a copy holds
 * nothing an edit made here could overwrite.
 */
export function labelledSince(before: Words, after: Words): boolean {
  return (
    before.length === after.length &&
    before.every((word, i) => {
      const other = after[i] as TranscriptWord;
      return sameWord(word.speaker === undefined ? { ...word, speaker: other.speaker } : word, other);
    })
  );
}

export const canUndo = (state: TranscriptEditorState) => state.past.length > 0;
export const canRedo = (state: TranscriptEditorState) => state.future.length > 0;
