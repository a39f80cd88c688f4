import { describe, expect, it } from 'vitest';
import { sampleWords, w } from '../../test-support/word-fixtures';
import {
  canRedo,
  canUndo,
  createEditorState,
  HISTORY_LIMIT,
  hasUnsavedChanges,
  labelledSince,
  type TranscriptEditAction,
  type TranscriptEditorState,
  transcriptEditorReducer,
} from './transcript-history';

const run = (state: TranscriptEditorState, ...actions: TranscriptEditAction[]) =>
  actions.reduce(transcriptEditorReducer, state);
const texts = (state: TranscriptEditorState) => state.words.map((word) => word.text);
const fresh = () => createEditorState(sampleWords(), 5000);

describe('transcriptEditorReducer', () => {
  it('edits a word’s text and marks it as the person’s, keeping its timing', () => {
    const state = run(fresh(), { type: 'editText', index: 0, text: ' Hi ' });
    expect(state.words[0]).toEqual(w('Hi', 0, 400, null));
    expect(hasUnsavedChanges(state)).toBe(true);
  });

  it('splits a word when spaces are typed into it, dividing its time by text length', () => {
    const state = run(createEditorState([w('abcdef', 0, 900)], null), {
      type: 'editText',
      index: 0,
      text: 'ab  cdef',
    });
    expect(state.words).toEqual([w('ab', 0, 300, null), w('cdef', 300, 900, null)]);
  });

  it('removes a word whose text is erased', () => {
    expect(texts(run(fresh(), { type: 'editText', index: 1, text: '  ' }))).toEqual([
      'Hello',
      'How',
      'are',
      'you',
    ]);
  });

  it('splits a word without spaces in the middle of its text and time', () => {
    const state = run(createEditorState([w('into', 100, 500)], null), { type: 'split', index: 0 });
    expect(state.words).toEqual([w('in', 100, 300, null), w('to', 300, 500, null)]);
  });

  it('does not split a one-letter word or one too short to share its time', () => {
    const one = createEditorState([w('a', 0, 100)], null);
    expect(run(one, { type: 'split', index: 0 })).toBe(one);
    const short = createEditorState([w('word', 0, 1)], null);
    expect(run(short, { type: 'split', index: 0 })).toBe(short);
  });

  it('merges a word with the next over both their times', () => {
    const state = run(fresh(), { type: 'mergeWithNext', index: 2 });
    expect(state.words[2]).toEqual(w('How are', 2000, 2400, null));
    expect(state.words).toHaveLength(4);
    expect(run(fresh(), { type: 'mergeWithNext', index: 4 }).words).toHaveLength(5);
  });

  it('deletes a word', () => {
    expect(texts(run(fresh(), { type: 'delete', index: 0 }))).toEqual(['there.', 'How', 'are', 'you']);
  });

  it('nudges a start and an end by the given step', () => {
    const state = run(
      fresh(),
      { type: 'nudge', index: 2, edge: 'start', delta: -50 },
      { type: 'nudge', index: 2, edge: 'end', delta: 50 },
    );
    expect(state.words[2]).toEqual(w('How', 1950, 2250, null));
  });

  it('never lets a start reach its end, nor an end its start', () => {
    let state = fresh();
    for (let i = 0; i < 20; i++) state = run(state, { type: 'nudge', index: 2, edge: 'start', delta: 50 });
    expect(state.words[2]).toMatchObject({ start: 2199, end: 2200 });
    for (let i = 0; i < 20; i++) state = run(state, { type: 'nudge', index: 2, edge: 'end', delta: -50 });
    expect(state.words[2]).toMatchObject({ start: 2199, end: 2200 });
  });

  it('stops a nudge at the neighbours, at zero and at the end of the video', () => {
    const state = run(
      fresh(),
      { type: 'nudge', index: 1, edge: 'start', delta: -500 },
      { type: 'nudge', index: 1, edge: 'end', delta: 5000 },
      { type: 'nudge', index: 0, edge: 'start', delta: -50 },
      { type: 'nudge', index: 4, edge: 'end', delta: 9000 },
    );
    expect(state.words[1]).toMatchObject({ start: 400, end: 2000 });
    expect(state.words[0]?.start).toBe(0);
    expect(state.words[4]?.end).toBe(5000);
  });

  it('adds no undo step for an edit that changes nothing', () => {
    const state = fresh();
    expect(run(state, { type: 'nudge', index: 0, edge: 'start', delta: -50 })).toBe(state);
    expect(run(state, { type: 'editText', index: 0, text: 'Hello' })).toBe(state);
  });

  it('undoes and redoes edits in order, and a new edit drops what could be redone', () => {
    const edited = run(fresh(), { type: 'delete', index: 0 }, { type: 'editText', index: 0, text: 'There.' });
    const undone = run(edited, { type: 'undo' });
    expect(texts(undone)).toEqual(['there.', 'How', 'are', 'you']);
    expect(canRedo(undone)).toBe(true);
    const back = run(undone, { type: 'undo' });
    expect(texts(back)).toEqual(texts(fresh()));
    expect(hasUnsavedChanges(back)).toBe(false);
    expect(canUndo(back)).toBe(false);
    expect(texts(run(back, { type: 'redo' }, { type: 'redo' }))).toEqual(['There.', 'How', 'are', 'you']);
    expect(canRedo(run(undone, { type: 'delete', index: 0 }))).toBe(false);
    expect(run(back, { type: 'undo' })).toBe(back);
  });

  it('keeps a bounded history', () => {
    let state = fresh();
    for (let i = 0; i < HISTORY_LIMIT + 10; i++) {
      state = run(state, { type: 'editText', index: 0, text: `v${i}` });
    }
    expect(state.past).toHaveLength(HISTORY_LIMIT);
  });

  it('compares with the words last saved and keeps the history after a save', () => {
    const edited = run(fresh(), { type: 'delete', index: 0 });
    const saved = run(edited, { type: 'markSaved', sent: edited.words, saved: edited.words });
    expect(hasUnsavedChanges(saved)).toBe(false);
    expect(canUndo(saved)).toBe(true);
    expect(hasUnsavedChanges(run(saved, { type: 'undo' }))).toBe(true);
  });

  it('takes what the server stored beyond what was sent, unless the words changed since the send', () => {
    const edited = run(fresh(), { type: 'delete', index: 0 });
    // The server gave every word the speaker analysis's speaker.
    const labelled = edited.words.map((word) => ({ ...word, speaker: 's1' }));
    const saved = run(edited, { type: 'markSaved', sent: edited.words, saved: labelled });
    expect(saved.words).toBe(labelled);
    expect(hasUnsavedChanges(saved)).toBe(false);
    expect(canUndo(saved)).toBe(true);
    // A word retyped while the save was on its way stays as typed, and unsaved.
    const typedMeanwhile = run(edited, { type: 'editText', index: 0, text: 'Hey' });
    const later = run(typedMeanwhile, { type: 'markSaved', sent: edited.words, saved: labelled });
    expect(later.words).toBe(typedMeanwhile.words);
    expect(hasUnsavedChanges(later)).toBe(true);
  });

  it('tells words the speaker analysis only labelled since from words changed otherwise', () => {
    const before = fresh().words;
    const labelled = before.map((word, i) => ({ ...word, speaker: i < 2 ? 's1' : 's2' }));
    expect(labelledSince(before, before)).toBe(true);
    expect(labelledSince(before, labelled)).toBe(true);
    // A speaker chosen before is not the analysis's to change, nor is a word's text.
    expect(
      labelledSince(
        labelled,
        labelled.map((word) => ({ ...word, speaker: 's2' })),
      ),
    ).toBe(false);
    expect(labelledSince(labelled, before)).toBe(false);
    expect(labelledSince(before, run(fresh(), { type: 'editText', index: 0, text: 'Hey' }).words)).toBe(
      false,
    );
    expect(labelledSince(before, before.slice(1))).toBe(false);
  });

  it('gives a word its own look as one undoable step that counts as unsaved, and keeps it through edits', () => {
    const look = { color: '#51cf66', scale: 1.2 };
    const emphasised = run(fresh(), { type: 'emphasise', index: 2, look });
    expect(emphasised.words[2]).toEqual({ ...sampleWords()[2], emphasis: look });
    expect(hasUnsavedChanges(emphasised)).toBe(true);
    expect(run(emphasised, { type: 'undo' }).words[2]).not.toHaveProperty('emphasis');
    // Retyped or merged, the word keeps its look.
    const retyped = run(emphasised, { type: 'editText', index: 2, text: 'Who' });
    expect(retyped.words[2]?.emphasis).toEqual(look);
    expect(run(emphasised, { type: 'mergeWithNext', index: 2 }).words[2]?.emphasis).toEqual(look);
    // Saved with a look in another key order (as the database may return it): nothing unsaved.
    const reordered = emphasised.words.map((word) =>
      word.emphasis ? { ...word, emphasis: { scale: 1.2, color: '#51cf66' } } : word,
    );
    expect(
      hasUnsavedChanges(run(emphasised, { type: 'markSaved', sent: emphasised.words, saved: reordered })),
    ).toBe(false);
    expect(run(emphasised, { type: 'emphasise', index: 0, look: null })).toBe(emphasised);
  });

  it('starts from a restored draft, compared with the saved words', () => {
    const state = createEditorState(sampleWords(), null, [w('Hi', 0, 400, null)]);
    expect(texts(state)).toEqual(['Hi']);
    expect(hasUnsavedChanges(state)).toBe(true);
    expect(hasUnsavedChanges(createEditorState(sampleWords(), null, sampleWords()))).toBe(false);
  });

  it('loads a newer transcript from the server in place of the words, with a fresh history', () => {
    const edited = run(fresh(), { type: 'delete', index: 0 });
    const newer = [w('Fresh', 0, 300, null)];
    const loaded = run(edited, { type: 'load', saved: newer });
    expect(texts(loaded)).toEqual(['Fresh']);
    expect(hasUnsavedChanges(loaded)).toBe(false);
    expect(canUndo(loaded)).toBe(false);
  });

  it('counts a word given another speaker as unsaved, one step to undo', () => {
    const spoken = sampleWords().map((word) => ({ ...word, speaker: 's1' }));
    const state = createEditorState(spoken, 5000);
    const changed = run(state, {
      type: 'replaceWords',
      words: spoken.map((word, i) => (i === 0 ? { ...word, speaker: 's2' } : word)),
    });
    expect(hasUnsavedChanges(changed)).toBe(true);
    expect(hasUnsavedChanges(run(changed, { type: 'undo' }))).toBe(false);
  });
});
