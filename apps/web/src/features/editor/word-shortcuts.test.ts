import { describe, expect, it } from 'vitest';
import { type ShortcutKey, wordShortcut } from './word-shortcuts';

const press = (key: string, code = '', modifiers: Partial<ShortcutKey> = {}): ShortcutKey => ({
  key,
  code,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});

describe('wordShortcut', () => {
  it('nudges the start with [ ] and the end with , . by 50 ms, or 10 ms with Shift', () => {
    expect(wordShortcut(press('[', 'BracketLeft'))).toEqual({ type: 'nudge', edge: 'start', delta: -50 });
    expect(wordShortcut(press('}', 'BracketRight', { shiftKey: true }))).toEqual({
      type: 'nudge',
      edge: 'start',
      delta: 10,
    });
    expect(wordShortcut(press(',', 'Comma'))).toEqual({ type: 'nudge', edge: 'end', delta: -50 });
    expect(wordShortcut(press('>', 'Period', { shiftKey: true }))).toEqual({
      type: 'nudge',
      edge: 'end',
      delta: 10,
    });
  });

  it('moves, edits, splits, merges, emphasises and deletes with plain keys', () => {
    expect(wordShortcut(press('ArrowRight'))).toEqual({ type: 'move', to: 'next' });
    expect(wordShortcut(press('Home'))).toEqual({ type: 'move', to: 'first' });
    expect(wordShortcut(press('Enter'))).toEqual({ type: 'edit' });
    expect(wordShortcut(press('S', 'KeyS'))).toEqual({ type: 'split' });
    expect(wordShortcut(press('m', 'KeyM'))).toEqual({ type: 'merge' });
    expect(wordShortcut(press('e', 'KeyE'))).toEqual({ type: 'emphasis' });
    expect(wordShortcut(press('Backspace'))).toEqual({ type: 'delete' });
  });

  it('leaves keys with Ctrl, Alt or Cmd, and unknown keys, to the browser', () => {
    expect(wordShortcut(press('[', 'BracketLeft', { ctrlKey: true }))).toBeNull();
    expect(wordShortcut(press('ArrowLeft', '', { altKey: true }))).toBeNull();
    expect(wordShortcut(press('s', 'KeyS', { metaKey: true }))).toBeNull();
    expect(wordShortcut(press('Tab'))).toBeNull();
    expect(wordShortcut(press('ArrowRight', '', { shiftKey: true }))).toBeNull();
  });
});
