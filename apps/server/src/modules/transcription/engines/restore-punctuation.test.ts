import { describe, expect, it } from 'vitest';
import { restorePunctuation } from './restore-punctuation';

const w = (text: string, start: number) => ({ text, start, end: start + 100, confidence: null });

describe('restorePunctuation', () => {
  it('takes each word’s written form from the full text, in order', () => {
    const words = restorePunctuation(
      [w('Hello', 0), w('world', 200), w('I', 400), w('am', 600)],
      'Hello, world! I am.',
    );
    expect(words.map((x) => x.text)).toEqual(['Hello,', 'world!', 'I', 'am.']);
  });

  it('keeps a word the text does not have', () => {
    expect(restorePunctuation([w('um', 0), w('yes', 200)], 'Yes.').map((x) => x.text)).toEqual([
      'um',
      'Yes.',
    ]);
  });
});
