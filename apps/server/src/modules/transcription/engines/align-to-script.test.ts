import { describe, expect, it } from 'vitest';
import { alignToScript, matchInOrder } from './align-to-script';
import { tokeniseScript } from './script-tokens';

const heard = (word: string, start: number, end: number) => ({ word, start, end, confidence: 0.9 });

describe('matchInOrder', () => {
  it('pairs the words both sides share, in order, past insertions and misses', () => {
    const pairs = matchInOrder(
      ['the', 'cat', 'sat', 'on', 'the', 'mat'],
      ['the', 'cat', 'uh', 'on', 'the', 'mat'],
    );
    expect([...pairs].sort((a, b) => a[0] - b[0])).toEqual([
      [0, 0],
      [1, 1],
      [3, 3],
      [4, 4],
      [5, 5],
    ]);
  });

  it('works on scripts much longer than the band', () => {
    const script = Array.from({ length: 3000 }, (_, i) => `w${i % 50}`);
    const spoken = script.filter((_, i) => i % 7 !== 3);
    const pairs = matchInOrder(script, spoken);
    expect(pairs.size).toBeGreaterThan(spoken.length * 0.95);
  });
});

describe('alignToScript', () => {
  it('keeps the script’s words and gives unheard words the time between their neighbours', () => {
    const tokens = tokeniseScript('Welcome to Captionist. Upload a video!');
    const words = alignToScript(
      tokens,
      [
        heard('welcome', 100, 500),
        heard('to', 500, 700),
        heard('upload', 1500, 1900),
        heard('a', 1900, 2000),
        heard('video', 2000, 2500),
      ],
      3000,
    );
    expect(words.map((x) => x.text)).toEqual(['Welcome', 'to', 'Captionist.', 'Upload', 'a', 'video!']);
    expect(words[2]).toEqual({ text: 'Captionist.', start: 700, end: 1500, confidence: null });
  });

  it('borrows time from the neighbours when the gap is too short', () => {
    const tokens = tokeniseScript('one two three');
    const words = alignToScript(tokens, [heard('one', 0, 400), heard('three', 400, 800)], 1000);
    expect(words.map((x) => [x.start, x.end])).toEqual([
      [0, 200],
      [200, 600],
      [600, 800],
    ]);
  });

  it('places words before the first and after the last heard word inside the audio', () => {
    const words = alignToScript(tokeniseScript('hi there you'), [heard('there', 1000, 1400)], 1600);
    expect(words[0]?.end).toBe(1000);
    expect(words[0]?.start).toBeGreaterThanOrEqual(0);
    expect(words[2]?.start).toBe(1400);
    expect(words[2]?.end).toBeLessThanOrEqual(1600);
  });
});
