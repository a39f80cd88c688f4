import { describe, expect, it } from 'vitest';
import { findVoicedRegions, placeOnVoice } from './voice-activity';

const RATE = 16_000;

/** Pieces of sound laid end to end: "speech" is noise whose loudness rises and falls 4 times a second. */
function clip(parts: { kind: 'speech' | 'chord' | 'silence'; seconds: number }[]): Int16Array {
  const samples: number[] = [];
  let seed = 7;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 30 - 1;
  };
  for (const part of parts) {
    for (let i = 0; i < part.seconds * RATE; i++) {
      const t = i / RATE;
      if (part.kind === 'speech')
        samples.push(noise() * 8000 * Math.max(0, Math.sin(2 * Math.PI * 4 * t)) ** 2);
      else if (part.kind === 'chord')
        samples.push(
          3000 *
            (Math.sin(2 * Math.PI * 220 * t) +
              Math.sin(2 * Math.PI * 277 * t) +
              Math.sin(2 * Math.PI * 330 * t)),
        );
      else samples.push(noise() * 20);
    }
  }
  return Int16Array.from(samples, (s) => Math.round(s));
}

describe('findVoicedRegions', () => {
  it('finds speech between silences and not a held chord', () => {
    const regions = findVoicedRegions(
      clip([
        { kind: 'silence', seconds: 1 },
        { kind: 'speech', seconds: 2 },
        { kind: 'chord', seconds: 3 },
        { kind: 'speech', seconds: 2 },
        { kind: 'silence', seconds: 1 },
      ]),
      RATE,
    );
    expect(regions).toHaveLength(2);
    const [first, second] = regions;
    expect(first?.startMs).toBeGreaterThan(700);
    expect(first?.startMs).toBeLessThan(1200);
    expect(first?.endMs).toBeGreaterThan(2700);
    expect(first?.endMs).toBeLessThan(3400);
    expect(second?.startMs).toBeGreaterThan(5600);
    expect(second?.endMs).toBeLessThan(8400);
  });

  it('finds nothing in silence or in a chord alone', () => {
    expect(findVoicedRegions(clip([{ kind: 'silence', seconds: 3 }]), RATE)).toEqual([]);
    expect(findVoicedRegions(clip([{ kind: 'chord', seconds: 3 }]), RATE)).toEqual([]);
    expect(findVoicedRegions(new Int16Array(0), RATE)).toEqual([]);
  });
});

describe('placeOnVoice', () => {
  const regions = [
    { startMs: 1000, endMs: 3000 },
    { startMs: 6000, endMs: 8000 },
  ];
  const word = (start: number, end: number) => ({ text: 'w', start, end, confidence: 0.9 });
  const segment = (startMs: number, endMs: number, ...words: ReturnType<typeof word>[]) => ({
    startMs,
    endMs,
    words,
  });

  it('drops segments over silence or music', () => {
    expect(placeOnVoice([segment(3500, 5500, word(3500, 4500), word(4600, 5200))], regions)).toEqual([]);
    // Mostly over music, a little over the end of the voice.
    expect(placeOnVoice([segment(2800, 5800, word(2800, 4000))], regions)).toEqual([]);
  });

  it('leaves words alone where the voice fills the segment', () => {
    const words = [word(1000, 1500), word(1600, 2900)];
    expect(placeOnVoice([segment(1000, 3000, ...words)], regions)).toEqual(words);
  });

  it('narrows a segment that runs on into the pause to its voiced part, so the pause survives', () => {
    // whisper spread three words over 1–5 s; the voice stops at 3 s.
    const placed = placeOnVoice(
      [segment(1000, 5000, word(1000, 2000), word(2000, 3800), word(3800, 5000))],
      regions,
    );
    expect(placed).toEqual([word(1000, 1500), word(1500, 2400), word(2400, 3000)]);
  });

  it('moves a word that fell between two voiced stretches into the nearer one', () => {
    const placed = placeOnVoice([segment(1000, 8000, word(3100, 3600), word(5500, 5900))], regions);
    expect(placed).toEqual([word(2500, 3000), word(6000, 6400)]);
  });
});
