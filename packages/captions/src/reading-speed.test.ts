import { describe, expect, it } from 'vitest';
import { fastCaptions, readingSpeedLimit } from './reading-speed';

const group = (start: number, end: number, ...texts: string[]) => ({
  start,
  end,
  words: texts.map((text) => ({ text })),
});

describe('reading speed', () => {
  it('has a limit per script: alphabets 17 a second, Korean 12, Chinese 9, Japanese 7', () => {
    expect(readingSpeedLimit('en-US')).toBe(17);
    expect(readingSpeedLimit('ar')).toBe(17);
    expect(readingSpeedLimit('ko')).toBe(12);
    expect(readingSpeedLimit('zh')).toBe(9);
    expect(readingSpeedLimit('ja')).toBe(7);
  });

  it('finds the captions on screen too briefly for their characters, counted without spaces', () => {
    const groups = [
      // 18 characters in 1 s, then on until the next group: 18 / 1.0 s.
      group(0, 900, 'Extraordinary', 'times'),
      // 10 characters in 1 s.
      group(1000, 2000, 'Hello', 'world'),
    ];
    expect(fastCaptions(groups, 'en').map((fast) => [fast.text, fast.charactersPerSecond])).toEqual([
      ['Extraordinary times', 18],
    ]);
    // Eight Chinese characters in a second is fine in English terms, too fast for Chinese readers
    // at 9 only past nine: ten are.
    expect(fastCaptions([group(0, 1000, '我们今天要讲的是字幕')], 'zh')).toHaveLength(1);
    expect(fastCaptions([group(0, 1000, '我们今天要讲字幕')], 'zh')).toHaveLength(0);
  });
});
