import { describe, expect, it } from 'vitest';
import { sampleWords, w } from '../../test-support/word-fixtures';
import { turnsByFirstWord, withSpeaker } from './speaker-turns';

const spoken = (...speakers: (string | undefined)[]) =>
  speakers.map((speaker, i) => ({ ...w(`w${i}`, i * 100, i * 100 + 90), ...(speaker ? { speaker } : {}) }));

describe('turnsByFirstWord', () => {
  it('gives each run of one known speaker’s words by its first word', () => {
    const turns = turnsByFirstWord(spoken('s1', 's1', 's2', 's1', 's1'));
    expect([...turns.entries()]).toEqual([
      [0, { speaker: 's1', first: 0, last: 1 }],
      [2, { speaker: 's2', first: 2, last: 2 }],
      [3, { speaker: 's1', first: 3, last: 4 }],
    ]);
  });

  it('has no turns for words nobody is known to say', () => {
    expect(turnsByFirstWord(sampleWords()).size).toBe(0);
    expect([...turnsByFirstWord(spoken(undefined, 's1')).keys()]).toEqual([1]);
  });
});

describe('withSpeaker', () => {
  it('gives the words from first to last to the speaker, keeping the rest of each word', () => {
    const words = spoken('s1', 's1', 's2');
    const given = withSpeaker(words, 0, 1, 's2');
    expect(given.map((word) => word.speaker)).toEqual(['s2', 's2', 's2']);
    expect(given[0]).toEqual({ ...words[0], speaker: 's2' });
  });

  it('returns the same list when the speaker already says those words', () => {
    const words = spoken('s1', 's2');
    expect(withSpeaker(words, 1, 1, 's2')).toBe(words);
  });
});
