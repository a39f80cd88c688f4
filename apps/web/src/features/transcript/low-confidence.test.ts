import { describe, expect, it } from 'vitest';
import { w } from '../../test-support/word-fixtures';
import { countLowConfidence, nextLowConfidenceIndex } from './low-confidence';

describe('low-confidence words', () => {
  const words = [
    w('Hello', 0, 400, 0.9),
    w('thair', 450, 900, 0.3),
    w('edited', 1000, 1200, null),
    w('are', 2250, 2400, 0.5),
    w('yew', 2450, 2800, 0.1),
  ];

  it('counts the words under 0.5, never those without a confidence', () => {
    expect(countLowConfidence(words)).toBe(2);
    expect(countLowConfidence([w('a', 0, 1, null)])).toBe(0);
  });

  it('finds the next doubted word after the selected one, and wraps round to the first', () => {
    expect(nextLowConfidenceIndex(words, -1)).toBe(1);
    expect(nextLowConfidenceIndex(words, 1)).toBe(4);
    expect(nextLowConfidenceIndex(words, 2)).toBe(4);
    expect(nextLowConfidenceIndex(words, 4)).toBe(1);
  });

  it('comes back to the only doubted word, and finds none where there is none', () => {
    expect(nextLowConfidenceIndex([w('a', 0, 1, 0.2)], 0)).toBe(0);
    expect(nextLowConfidenceIndex([w('a', 0, 1, 0.9), w('b', 1, 2, null)], -1)).toBe(-1);
    expect(nextLowConfidenceIndex([], -1)).toBe(-1);
  });
});
