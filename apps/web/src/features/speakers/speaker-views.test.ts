import { describe, expect, it } from 'vitest';
import { w } from '../../test-support/word-fixtures';
import { newSpeakerId, speakerViews, wordSpeakers } from './speaker-views';

describe('speakerViews', () => {
  it('names every speaker found or carried by the words, in order, "Speaker N" until renamed', () => {
    expect(speakerViews(['s10', 's2'], [{ id: 's1', name: 'Ana', color: '#ffd43b' }])).toEqual([
      { id: 's1', name: 'Ana', color: '#ffd43b' },
      { id: 's2', name: 'Speaker 2', color: null },
      { id: 's10', name: 'Speaker 10', color: null },
    ]);
  });

  it('takes a speaker’s last label: the editor’s edits over the server’s answer', () => {
    const answered = { id: 's1', name: 'Speaker 1', color: null };
    const edited = { id: 's1', name: 'Ana', color: '#51cf66' };
    expect(speakerViews([], [answered, edited])).toEqual([edited]);
  });
});

describe('wordSpeakers', () => {
  it('lists each speaker the words carry once, and none for words without one', () => {
    const words = [
      { ...w('a', 0, 1), speaker: 's2' },
      w('b', 1, 2),
      { ...w('c', 2, 3), speaker: 's2' },
      { ...w('d', 3, 4), speaker: 's1' },
    ];
    expect([...wordSpeakers(words)]).toEqual(['s2', 's1']);
    expect(wordSpeakers([w('a', 0, 1)]).size).toBe(0);
  });
});

describe('newSpeakerId', () => {
  it('numbers a new speaker after the highest, up to the most a video may have', () => {
    expect(newSpeakerId([{ id: 's1' }, { id: 's3' }])).toBe('s4');
    expect(newSpeakerId([])).toBe('s1');
    expect(newSpeakerId([{ id: 's20' }])).toBeNull();
  });
});
