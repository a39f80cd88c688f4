import { describe, expect, it } from 'vitest';
import { punchInAt, punchIns, ZOOM_IN_MS, ZOOM_OUT_MS, zoomAt } from './punch-ins';

const spoken = (text: string, emphasised: string[] = []) =>
  text.split(' ').map((word, n) => ({
    text: word,
    start: n * 400,
    end: n * 400 + 350,
    ...(emphasised.includes(word) ? { emphasis: { scale: 1.2 } } : {}),
  }));

describe('punchIns', () => {
  const words = spoken(
    'This is how we grow. Every single day counts, so post daily. Nobody tells you that. Start now and keep going.',
    ['single'],
  );

  it('zooms on emphasised words first, then sentence starts, held to the end of the phrase', () => {
    // "single" (word 6) to the end of its phrase ("counts,", word 8); then the first sentence start
    // 2.5 s after it ("Start", word 16, to the end of its sentence). The others are too close.
    expect(punchIns(words, 'energetic')).toEqual([
      { start: 6 * 400, end: 8 * 400 + 350, scale: 1.15 },
      { start: 16 * 400, end: 20 * 400 + 350, scale: 1.15 },
    ]);
  });

  it('zooms less often and less far when subtle', () => {
    const subtle = punchIns(words, 'subtle');
    expect(subtle.length).toBeLessThan(punchIns(words, 'energetic').length);
    expect(subtle.every((moment) => moment.scale === 1.08)).toBe(true);
  });

  it('skips phrases too short to zoom on', () => {
    expect(punchIns(spoken('Go. Now. Yes.'), 'energetic')).toEqual([]);
  });
});

describe('punchInAt', () => {
  const words = spoken('This is how we grow. Every single day counts, so post daily.');

  it("zooms from the picked word to the end of its phrase at the density's scale", () => {
    // "single" (word 6) to "counts," (word 8), as punchIns would place a moment there.
    expect(punchInAt(words, 6, 'energetic')).toEqual({ start: 6 * 400, end: 8 * 400 + 350, scale: 1.15 });
    expect(punchInAt(words, 6, 'subtle')).toEqual({ start: 6 * 400, end: 8 * 400 + 350, scale: 1.08 });
  });

  it('ends the phrase at a pause as well as at punctuation', () => {
    const paused = [...spoken('we ship'), { text: 'weekly', start: 1400, end: 1800 }];
    expect(punchInAt(paused, 0, 'subtle')).toMatchObject({ start: 0, end: 750 });
  });

  it('holds a phrase too short for punchIns for the shortest moment instead of refusing it', () => {
    expect(punchInAt(spoken('Go. Now. Yes.'), 1, 'energetic')).toEqual({
      start: 400,
      end: 1000,
      scale: 1.15,
    });
  });

  it('makes nothing for a word that is not there', () => {
    expect(punchInAt(words, words.length, 'subtle')).toBeNull();
  });
});

describe('zoomAt', () => {
  const moments = [{ start: 1000, end: 3000, scale: 1.15 }];

  it('eases in, holds the scale through the phrase, and eases out by its end', () => {
    expect(zoomAt(500, moments)).toBe(1);
    expect(zoomAt(1000, moments)).toBe(1);
    expect(zoomAt(1000 + ZOOM_IN_MS / 2, moments)).toBeCloseTo(1.075, 5);
    expect(zoomAt(2000, moments)).toBeCloseTo(1.15, 5);
    expect(zoomAt(3000 - ZOOM_OUT_MS / 2, moments)).toBeCloseTo(1.075, 5);
    expect(zoomAt(3000, moments)).toBe(1);
  });
});
