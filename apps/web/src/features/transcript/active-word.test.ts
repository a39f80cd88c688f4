import { describe, expect, it } from 'vitest';
import { sampleWords } from '../../test-support/word-fixtures';
import { findActiveWord } from './active-word';

describe('findActiveWord', () => {
  const words = sampleWords();

  it('finds the word spoken at a moment, from its start up to its end', () => {
    expect(findActiveWord(words, 0)).toBe(0);
    expect(findActiveWord(words, 399)).toBe(0);
    expect(findActiveWord(words, 450)).toBe(1);
    expect(findActiveWord(words, 2300)).toBe(3);
    expect(findActiveWord(words, 2799)).toBe(4);
  });

  it('finds no word in a pause, after the last word or in an empty transcript', () => {
    expect(findActiveWord(words, 420)).toBe(-1);
    expect(findActiveWord(words, 1500)).toBe(-1);
    expect(findActiveWord(words, 2800)).toBe(-1);
    expect(findActiveWord([], 100)).toBe(-1);
  });

  it('finds words in a long transcript', () => {
    const many = Array.from({ length: 10_001 }, (_, i) => ({ start: i * 10, end: i * 10 + 5 }));
    expect(findActiveWord(many, 73_452)).toBe(7345);
    expect(findActiveWord(many, 73_457)).toBe(-1);
  });
});
