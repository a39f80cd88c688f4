import { describe, expect, it } from 'vitest';
import { CUE_MAX_CHARS, groupIntoCues } from './caption-cues';

/** Words 300 ms long, 100 ms apart, from the given text. */
function spoken(text: string, from = 0) {
  return text.split(' ').map((word, n) => ({ text: word, start: from + n * 400, end: from + n * 400 + 300 }));
}

describe('groupIntoCues', () => {
  it('keeps each cue on one line of at most 42 characters', () => {
    const cues = groupIntoCues(
      spoken('we turn every spoken word of your talking video into animated captions in minutes'),
    );
    expect(cues.length).toBeGreaterThan(1);
    for (const cue of cues) expect(cue.text.length).toBeLessThanOrEqual(CUE_MAX_CHARS);
    expect(cues.map((cue) => cue.text).join(' ')).toBe(
      'we turn every spoken word of your talking video into animated captions in minutes',
    );
  });

  it('starts a new cue after a sentence ends and after a pause', () => {
    const words = [...spoken('Hello there. Welcome'), ...spoken('back again', 5000)];
    expect(groupIntoCues(words).map((cue) => cue.text)).toEqual(['Hello there.', 'Welcome', 'back again']);
  });

  it('keeps a cue on screen for at most 7 seconds of speech', () => {
    const slow = ['a', 'b', 'c', 'd'].map((text, n) => ({ text, start: n * 2500, end: n * 2500 + 2400 }));
    const cues = groupIntoCues(slow);
    for (const cue of cues) expect(cue.end - cue.start).toBeLessThanOrEqual(7000);
    expect(cues.map((cue) => cue.text)).toEqual(['a b', 'c d']);
  });

  it('never lets a cue overlap the next one, and never ends a cue before it starts', () => {
    const words = [
      { text: 'overlapping.', start: 0, end: 900 },
      { text: 'next', start: 500, end: 800 },
      { text: 'same.', start: 800, end: 1000 },
      { text: 'start', start: 800, end: 1200 },
    ];
    const cues = groupIntoCues(words);
    for (const [n, cue] of cues.entries()) {
      expect(cue.end).toBeGreaterThan(cue.start);
      const next = cues[n + 1];
      if (next && next.start > cue.start) expect(cue.end).toBeLessThanOrEqual(next.start);
    }
  });

  it('puts a word with line breaks on one line', () => {
    expect(groupIntoCues([{ text: 'two\n\nlines', start: 0, end: 500 }])[0]?.text).toBe('two lines');
  });

  it('gives no cues for no words', () => {
    expect(groupIntoCues([])).toEqual([]);
  });
});
