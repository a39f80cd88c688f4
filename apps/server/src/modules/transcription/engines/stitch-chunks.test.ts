import { describe, expect, it } from 'vitest';
import { stitchChunks } from './stitch-chunks';

const w = (text: string, start: number, end: number) => ({ text, start, end, confidence: null });

describe('stitchChunks', () => {
  it('moves each chunk’s words by its offset and keeps them in order', () => {
    const result = stitchChunks([
      { offsetMs: 0, recognition: { language: 'en', words: [w('a', 0, 100), w('b', 9950, 10_050)] } },
      // An engine may report a word a little before its chunk starts.
      { offsetMs: 10_000, recognition: { language: 'en', words: [w('c', 0, 200), w('d', 300, 400)] } },
    ]);
    expect(result.words.map((x) => [x.text, x.start, x.end])).toEqual([
      ['a', 0, 100],
      ['b', 9950, 10_050],
      ['c', 10_050, 10_200],
      ['d', 10_300, 10_400],
    ]);
    expect(result.language).toBe('en');
  });
});
