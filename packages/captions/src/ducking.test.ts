import { describe, expect, it } from 'vitest';
import { DUCK_RAMP_MS, duckGain, speechStretches } from './ducking';

describe('music ducking', () => {
  const words = [
    { start: 1000, end: 1400 },
    { start: 1600, end: 2000 },
    { start: 4000, end: 4500 },
  ];

  it('joins words across short pauses into stretches of speech', () => {
    expect(speechStretches(words)).toEqual([
      { start: 1000, end: 2000 },
      { start: 4000, end: 4500 },
    ]);
  });

  it('is the full depth under speech, full volume in the gaps, and ramps between', () => {
    const stretches = speechStretches(words);
    const db = (gain: number) => 20 * Math.log10(gain);
    expect(db(duckGain(1500, stretches, 12))).toBeCloseTo(-12, 5);
    expect(duckGain(3000, stretches, 12)).toBe(1);
    expect(duckGain(0, stretches, 12)).toBe(1);
    // Halfway down the ramp before the first word.
    const half = duckGain(1000 - DUCK_RAMP_MS / 2, stretches, 12);
    expect(half).toBeCloseTo(1 - (1 - 10 ** (-12 / 20)) / 2, 5);
    expect(duckGain(2000 + DUCK_RAMP_MS, stretches, 12)).toBe(1);
    expect(duckGain(1500, stretches, 0)).toBe(1);
  });
});
