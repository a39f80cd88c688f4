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

describe('stitchChunks over overlapping pieces', () => {
  // Pieces cut at 10 s and 20 s with 1 s of overlap on each side.
  const piece = (offsetMs: number, keepFromMs: number, words: ReturnType<typeof w>[]) => ({
    offsetMs,
    keepFromMs,
    recognition: { language: 'en', words },
  });
  const said = (parts: Parameters<typeof stitchChunks>[0]) =>
    stitchChunks(parts).words.map((x) => [x.text, x.start, x.end]);

  it('keeps a word straddling a seam once, from the side its middle falls on', () => {
    expect(
      said([
        piece(0, 0, [w('before', 8000, 9000), w('straddling', 9800, 10_400)]),
        // The same word heard whole by the next piece, which starts 1 s before the seam.
        piece(9000, 10_000, [w('straddling', 790, 1410), w('after', 2000, 2500)]),
      ]),
    ).toEqual([
      ['before', 8000, 9000],
      ['straddling', 9790, 10_410],
      ['after', 11_000, 11_500],
    ]);
  });

  it('drops the words of the overlap heard twice, even when the two sides time them apart', () => {
    expect(
      said([
        // The earlier side places "twice" ending past the seam, the later side starts it there; past
        // the seam only the later side counts ("extra" is the earlier side's guess at its edge).
        piece(0, 0, [w('one', 9000, 9500), w('twice', 9700, 10_200), w('extra', 10_600, 10_900)]),
        piece(9000, 10_000, [w('one', 0, 500), w('Twice,', 1000, 1300), w('three', 1600, 1900)]),
      ]),
    ).toEqual([
      ['one', 9000, 9500],
      ['twice', 9700, 10_200],
      ['three', 10_600, 10_900],
    ]);
  });

  it('keeps the words on both sides of a piece in which nobody speaks', () => {
    expect(
      said([
        piece(0, 0, [w('first', 1000, 1500)]),
        piece(9000, 10_000, []),
        piece(19_000, 20_000, [w('last', 1500, 2000)]),
      ]),
    ).toEqual([
      ['first', 1000, 1500],
      ['last', 20_500, 21_000],
    ]);
  });

  it('loses no word placed right on a seam: it belongs to the later piece', () => {
    expect(
      said([
        piece(0, 0, [w('edge', 9900, 10_100)]),
        piece(9000, 10_000, [w('edge', 950, 1150), w('next', 1300, 1500)]),
      ]),
    ).toEqual([
      ['edge', 9950, 10_150],
      ['next', 10_300, 10_500],
    ]);
  });
});
