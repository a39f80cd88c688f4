import { describe, expect, it } from 'vitest';
import { restorePunctuation } from './restore-punctuation';
import { joinTokens } from './whisper';

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

describe('joinTokens (whisper.cpp)', () => {
  it('joins sub-word tokens into words and drops non-speech markers', () => {
    const words = joinTokens([
      { text: ' Welcome', t0: 0, t1: 400 },
      { text: ' to', t0: 400, t1: 500 },
      { text: ' Caption', t0: 500, t1: 800 },
      { text: 'ist.', t0: 800, t1: 1000 },
      { text: ' [BLANK_AUDIO]', t0: 1000, t1: 3000 },
    ]);
    expect(words.map((x) => [x.text, x.start, x.end])).toEqual([
      ['Welcome', 0, 400],
      ['to', 400, 500],
      ['Captionist.', 500, 1000],
    ]);
  });
});
