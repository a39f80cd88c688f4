import { describe, expect, it } from 'vitest';
import { mergeTurns, numberedByAppearance, speechError } from './speech-turns';

const truth = [
  { start: 0, end: 4000, speaker: 0 },
  { start: 4500, end: 8000, speaker: 1 },
  { start: 8000, end: 10_000, speaker: 0 },
];

describe('speechError', () => {
  it('is 0 for the truth itself, whatever the speakers are called', () => {
    expect(speechError(truth, truth)).toBe(0);
    expect(
      speechError(
        truth.map((t) => ({ ...t, speaker: t.speaker === 0 ? 7 : 3 })),
        truth,
      ),
    ).toBe(0);
  });

  it('counts missed speech, speech found in a pause and a wrong speaker', () => {
    const found = [
      { start: 0, end: 2500, speaker: 0 }, // then 500 ms missed
      { start: 3000, end: 4800, speaker: 1 }, // 1000 wrong, 500 in the pause, 300 right
      { start: 4800, end: 8000, speaker: 1 },
      { start: 8000, end: 10_000, speaker: 0 },
    ];
    expect(speechError(found, truth)).toBeCloseTo((500 + 1000 + 500) / 9500);
  });

  it('maps each found speaker to one true speaker at most', () => {
    const oneSpeaker = truth.map((t) => ({ ...t, speaker: 0 }));
    expect(speechError(oneSpeaker, truth)).toBeCloseTo(3500 / 9500);
    const tooMany = [
      { start: 0, end: 2000, speaker: 0 },
      { start: 2000, end: 4000, speaker: 2 },
      { start: 4500, end: 8000, speaker: 1 },
      { start: 8000, end: 10_000, speaker: 0 },
    ];
    expect(speechError(tooMany, truth)).toBeCloseTo(2000 / 9500);
  });

  it('is 1 for finding nothing and 0 for finding nothing in silence', () => {
    expect(speechError([], truth)).toBe(1);
    expect(speechError([], [])).toBe(0);
  });
});

describe('mergeTurns', () => {
  it('joins one speaker’s neighbouring turns and keeps the others', () => {
    const turns = [
      { start: 1000, end: 2000, speaker: 1 },
      { start: 0, end: 1000, speaker: 1 },
      { start: 2200, end: 3000, speaker: 1 },
      { start: 3000, end: 4000, speaker: 0 },
    ];
    expect(mergeTurns(turns)).toEqual([
      { start: 0, end: 2000, speaker: 1 },
      { start: 2200, end: 3000, speaker: 1 },
      { start: 3000, end: 4000, speaker: 0 },
    ]);
    expect(mergeTurns(turns, 300)).toHaveLength(2);
  });
});

describe('numberedByAppearance', () => {
  it('numbers speakers in the order they are first heard', () => {
    const turns = [
      { start: 0, end: 1, speaker: 2 },
      { start: 1, end: 2, speaker: 0 },
      { start: 2, end: 3, speaker: 2 },
    ];
    expect(numberedByAppearance(turns).map((t) => t.speaker)).toEqual([0, 1, 0]);
  });
});
