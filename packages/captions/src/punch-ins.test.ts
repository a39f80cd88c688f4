import { describe, expect, it } from 'vitest';
import { punchIns, ZOOM_IN_MS, ZOOM_OUT_MS, zoomAt } from './punch-ins';

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
