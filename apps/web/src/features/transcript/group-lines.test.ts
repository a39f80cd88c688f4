import { describe, expect, it } from 'vitest';
import { sampleWords, w } from '../../test-support/word-fixtures';
import { groupLines } from './group-lines';

const lineTexts = (words: Parameters<typeof groupLines>[0], options?: Parameters<typeof groupLines>[1]) =>
  groupLines(words, options).map((line) => line.words.map((word) => word.text).join(' '));

describe('groupLines', () => {
  it('ends a line at a sentence end and remembers where each line starts', () => {
    const lines = groupLines(sampleWords());
    expect(lines.map((line) => line.first)).toEqual([0, 2]);
    expect(lineTexts(sampleWords())).toEqual(['Hello there.', 'How are you']);
  });

  it('ends a line at a pause longer than 700 ms', () => {
    expect(lineTexts([w('one', 0, 100), w('two', 800, 900), w('three', 1700, 1800)])).toEqual([
      'one two',
      'three',
    ]);
  });

  it('ends a line after at most 8 words', () => {
    const words = Array.from({ length: 11 }, (_, i) => w(`w${i}`, i * 100, i * 100 + 90));
    expect(groupLines(words).map((line) => line.words.length)).toEqual([8, 3]);
  });

  it('treats quotes after a full stop as the end of a sentence', () => {
    expect(lineTexts([w('“Go!”', 0, 100), w('he', 120, 200), w('said.', 220, 300)])).toEqual([
      '“Go!”',
      'he said.',
    ]);
  });

  it('has no lines for no words', () => {
    expect(groupLines([])).toEqual([]);
  });

  it('starts a line where another speaker takes over', () => {
    const words = [
      { ...w('So', 0, 100), speaker: 's1' },
      { ...w('what', 120, 200), speaker: 's1' },
      { ...w('well', 220, 300), speaker: 's2' },
    ];
    expect(lineTexts(words)).toEqual(['So what', 'well']);
  });
});
