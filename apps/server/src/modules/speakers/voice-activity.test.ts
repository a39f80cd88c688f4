import { describe, expect, it } from 'vitest';
import { speechRanges } from './voice-activity';

const RATE = 16_000;

/** A seeded noise source, so every run hears the same room. */
function noise(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32 - 0.5;
  };
}

interface Sound {
  durationMs: number;
  /** Room noise, peak-to-peak. */
  room?: number;
  /** A steady tone in the background: frequency and amplitude. */
  tone?: { hz: number; amplitude: number };
  /** Voiced stretches: a 130 Hz buzz with harmonics, its loudness rising and falling four times a second. */
  voice?: { start: number; end: number; amplitude?: number }[];
}

function sound({ durationMs, room = 0, tone, voice = [] }: Sound): Float32Array {
  const pcm = new Float32Array((durationMs * RATE) / 1000);
  const random = noise(7);
  for (let i = 0; i < pcm.length; i++) {
    const t = i / RATE;
    let x = room * random();
    if (tone) x += tone.amplitude * Math.sin(2 * Math.PI * tone.hz * t);
    for (const { start, end, amplitude = 0.3 } of voice) {
      if (t * 1000 < start || t * 1000 >= end) continue;
      const syllables = 0.55 + 0.45 * Math.sin(2 * Math.PI * 4 * t);
      let buzz = 0;
      for (let h = 1; h <= 8; h++) buzz += Math.sin(2 * Math.PI * 130 * h * t) / h;
      x += amplitude * syllables * buzz * 0.5;
    }
    pcm[i] = x;
  }
  return pcm;
}

/** True when each found range lies within ~0.2 s of the expected one. */
function near(found: { start: number; end: number }[], expected: { start: number; end: number }[]) {
  expect(found).toHaveLength(expected.length);
  found.forEach((range, i) => {
    expect(Math.abs(range.start - (expected[i]?.start ?? 0))).toBeLessThan(200);
    expect(Math.abs(range.end - (expected[i]?.end ?? 0))).toBeLessThan(250);
  });
}

describe('speechRanges', () => {
  it('finds each spoken stretch over room noise', () => {
    const voice = [
      { start: 1000, end: 3500 },
      { start: 4500, end: 6000 },
      { start: 7500, end: 9800 },
    ];
    near(speechRanges(sound({ durationMs: 11_000, room: 0.004, voice }), RATE), voice);
  });

  it('finds speech over a steady hum and over a tone louder than the room', () => {
    const voice = [
      { start: 2000, end: 4000 },
      { start: 6000, end: 8000 },
    ];
    for (const tone of [
      { hz: 50, amplitude: 0.05 },
      { hz: 1000, amplitude: 0.02 },
    ])
      near(speechRanges(sound({ durationMs: 10_000, room: 0.002, tone, voice }), RATE), voice);
  });

  it('treats a quiet speaker like a loud one', () => {
    const voice = [{ start: 1500, end: 4000, amplitude: 0.01 }];
    near(speechRanges(sound({ durationMs: 6000, room: 0.0002, voice }), RATE), voice);
  });

  it('keeps a short gap between words inside one stretch', () => {
    const voice = [
      { start: 1000, end: 2500 },
      { start: 2650, end: 4000 },
    ];
    near(speechRanges(sound({ durationMs: 6000, room: 0.004, voice }), RATE), [{ start: 1000, end: 4000 }]);
  });

  it('finds nothing in digital silence, in room noise or in a steady tone', () => {
    expect(speechRanges(new Float32Array(RATE * 3), RATE)).toEqual([]);
    expect(speechRanges(sound({ durationMs: 5000, room: 0.01 }), RATE)).toEqual([]);
    expect(speechRanges(sound({ durationMs: 5000, tone: { hz: 440, amplitude: 0.2 } }), RATE)).toEqual([]);
    expect(speechRanges(new Float32Array(0), RATE)).toEqual([]);
  });

  it('ignores a click', () => {
    const voice = [{ start: 2000, end: 2060 }];
    expect(speechRanges(sound({ durationMs: 5000, room: 0.004, voice }), RATE)).toEqual([]);
  });
});
