// The keys of a focused word (docs/editor.md "Shortcuts"). Nudge keys are matched by their place
// on the keyboard (event.code), so Shift for the fine step does not turn "[" into "{".
import type { WordEdge } from '../transcript';

export const NUDGE_STEP_MS = 50;
export const FINE_NUDGE_STEP_MS = 10;

export type WordCommand =
  | { type: 'move'; to: 'previous' | 'next' | 'first' | 'last' }
  /** The next word the engine doubted (docs/editor.md "Low-confidence words"). */
  | { type: 'nextLowConfidence' }
  | { type: 'edit' }
  | { type: 'split' }
  | { type: 'merge' }
  /** Emphasise the word in the default look, or make an emphasised word plain. */
  | { type: 'emphasis' }
  | { type: 'delete' }
  | { type: 'nudge'; edge: WordEdge; delta: number };

export type ShortcutKey = Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>;

const nudgeKeys: Record<string, { edge: WordEdge; sign: 1 | -1 }> = {
  BracketLeft: { edge: 'start', sign: -1 },
  BracketRight: { edge: 'start', sign: 1 },
  Comma: { edge: 'end', sign: -1 },
  Period: { edge: 'end', sign: 1 },
};

const plainKeys: Record<string, WordCommand> = {
  ArrowLeft: { type: 'move', to: 'previous' },
  ArrowRight: { type: 'move', to: 'next' },
  Home: { type: 'move', to: 'first' },
  End: { type: 'move', to: 'last' },
  Enter: { type: 'edit' },
  F2: { type: 'edit' },
  s: { type: 'split' },
  m: { type: 'merge' },
  e: { type: 'emphasis' },
  n: { type: 'nextLowConfidence' },
  Delete: { type: 'delete' },
  Backspace: { type: 'delete' },
};

/** The command of a key pressed on a word, or null for keys the browser keeps (Tab, Ctrl+C…). */
export function wordShortcut(event: ShortcutKey): WordCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const nudge = nudgeKeys[event.code];
  if (nudge) {
    const step = event.shiftKey ? FINE_NUDGE_STEP_MS : NUDGE_STEP_MS;
    return { type: 'nudge', edge: nudge.edge, delta: nudge.sign * step };
  }
  if (event.shiftKey) return null;
  return plainKeys[event.key.length === 1 ? event.key.toLowerCase() : event.key] ?? null;
}
