import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type MouthReading, mouthTurns } from './mouth-turns';
import { type SpeechTurn, speechError } from './speech-turns';

interface RecordedClip {
  turns: SpeechTurn[];
  mouths: [number, number, number][];
}
const recorded = JSON.parse(readFileSync(new URL('./recorded-mouths.json', import.meta.url), 'utf8')) as {
  clips: Record<string, RecordedClip>;
};

function clip(name: string) {
  const found = recorded.clips[name];
  if (!found) throw new Error(`no recorded clip ${name}`);
  const mouths: MouthReading[] = found.mouths.map(([person, t, open]) => ({ person, t, open: open / 1000 }));
  return { turns: found.turns, mouths };
}

/** Of the time `truth` gives to `speaker`, the share `found` gives to `speaker` too. */
function agreement(found: SpeechTurn[], truth: SpeechTurn[], speaker: number) {
  let total = 0;
  let shared = 0;
  for (const turn of truth.filter((t) => t.speaker === speaker)) {
    total += turn.end - turn.start;
    for (const other of found.filter((f) => f.speaker === speaker))
      shared += Math.max(0, Math.min(turn.end, other.end) - Math.max(turn.start, other.start));
  }
  return shared / total;
}

/**
 * A mouth read eight times a second from `from` to `to`: opening and closing about four times a
 * second while `moving`, else still but for the landmarks' jitter.
 */
function mouth(person: number, from: number, to: number, moving: (t: number) => boolean): MouthReading[] {
  const readings: MouthReading[] = [];
  for (let t = from; t <= to; t += 125)
    readings.push({
      person,
      t,
      open: moving(t) ? 0.08 + 0.06 * Math.sin((2 * Math.PI * t) / 230) : 0.03 + 0.005 * Math.sin(t / 50),
    });
  return readings;
}

describe('mouthTurns on mouths read from real faces', () => {
  it('gives each turn of two people taking turns to the one whose mouth moves', () => {
    const { turns, mouths } = clip('two people');
    const found = mouthTurns(mouths, turns);

    expect(speechError(found, turns)).toBeLessThan(0.05);
    expect(agreement(found, turns, 0)).toBeGreaterThan(0.9);
    expect(agreement(found, turns, 1)).toBeGreaterThan(0.9);
  });

  it('tells three people apart', () => {
    const { turns, mouths } = clip('three people');

    expect(speechError(mouthTurns(mouths, turns), turns)).toBeLessThan(0.05);
  });

  it('marks a voice with no face on screen as nobody visible (-1)', () => {
    const { turns, mouths } = clip('two people and a voice off screen');
    const found = mouthTurns(mouths, turns);

    expect(agreement(found, turns, -1)).toBeGreaterThan(0.9);
    expect(speechError(found, turns)).toBeLessThan(0.05);
  });
});

describe('mouthTurns', () => {
  const speech = [
    { start: 0, end: 3_000 },
    { start: 3_500, end: 6_000 },
  ];

  it('covers exactly the speech, in order, and nothing without speech', () => {
    const mouths = [...mouth(0, 0, 6_000, (t) => t < 3_000), ...mouth(1, 0, 6_000, (t) => t > 3_500)];

    expect(mouthTurns(mouths, speech)).toEqual([
      { start: 0, end: 3_000, speaker: 0 },
      { start: 3_500, end: 6_000, speaker: 1 },
    ]);
    expect(mouthTurns(mouths, [])).toEqual([]);
  });

  it('gives speech to nobody (-1) when no mouth is seen or none moves', () => {
    expect(mouthTurns([], speech)).toEqual([
      { start: 0, end: 3_000, speaker: -1 },
      { start: 3_500, end: 6_000, speaker: -1 },
    ]);
    expect(
      mouthTurns(
        mouth(0, 0, 6_000, () => false),
        speech,
      ).map((turn) => turn.speaker),
    ).toEqual([-1, -1]);
  });

  it('keeps a turn whole through a moment of another mouth moving or its own resting', () => {
    const mouths = [
      ...mouth(0, 0, 6_000, (t) => t < 1_500 || t > 1_900),
      ...mouth(1, 0, 6_000, (t) => t >= 4_000 && t < 4_300),
    ];

    expect(mouthTurns(mouths, [{ start: 0, end: 6_000 }])).toEqual([{ start: 0, end: 6_000, speaker: 0 }]);
  });

  it('changes speaker within one stretch of speech when the other mouth takes over', () => {
    const mouths = [...mouth(0, 0, 6_000, (t) => t < 3_000), ...mouth(1, 0, 6_000, (t) => t >= 3_000)];
    const found = mouthTurns(mouths, [{ start: 0, end: 6_000 }]);

    expect(found.map((turn) => turn.speaker)).toEqual([0, 1]);
    expect(Math.abs((found[0]?.end ?? 0) - 3_000)).toBeLessThanOrEqual(400);
  });

  it('does not give speech to a person while their face is not on screen', () => {
    const mouths = [...mouth(0, 0, 2_000, () => true), ...mouth(1, 2_000, 6_000, () => false)];
    const found = mouthTurns(mouths, [{ start: 0, end: 6_000 }]);

    expect(found).toEqual([
      { start: 0, end: expect.any(Number), speaker: 0 },
      { start: expect.any(Number), end: 6_000, speaker: -1 },
    ]);
    expect(found[0]?.end).toBeLessThanOrEqual(2_600);
  });
});
