import { describe, expect, it } from 'vitest';
import { customSilenceRule, silenceCuts, silenceRules } from './silence-cuts';
import { editedDuration } from './timeline';

// "one two … three": a 900 ms pause after "two", 150 ms between the others.
const words = [
  { start: 400, end: 700 },
  { start: 850, end: 1200 },
  { start: 2100, end: 2500 },
];

describe('silenceCuts', () => {
  it('cuts each pause at least the pace’s minimum, keeping a margin next to speech', () => {
    // The 400 ms before the first word and the 500 ms after the last are short of natural's 600.
    expect(silenceCuts(words, null, silenceRules.natural, 3000)).toEqual([{ start: 1350, end: 1950 }]);
    expect(silenceCuts(words, null, silenceRules.fast, 3000)).toEqual([
      { start: 0, end: 340 },
      { start: 1260, end: 2040 },
      { start: 2560, end: 3000 },
    ]);
    // Extra fast takes the 150 ms pause too, leaving 60 ms of it.
    expect(silenceCuts(words, null, silenceRules['extra-fast'], 3000)).toContainEqual({
      start: 730,
      end: 820,
    });
  });

  it('cuts only what the audio says is quiet: sound in a pause splits it', () => {
    // A breath at 1500–1700 ms that no word covers.
    const quiet = [
      { start: 0, end: 390 },
      { start: 1210, end: 1500 },
      { start: 1700, end: 2090 },
      { start: 2510, end: 3000 },
    ];
    expect(silenceCuts(words, quiet, silenceRules.fast, 3000)).toEqual([
      { start: 0, end: 330 },
      { start: 1270, end: 1440 },
      { start: 1760, end: 2030 },
      { start: 2570, end: 3000 },
    ]);
    expect(silenceCuts(words, quiet, silenceRules.natural, 3000)).toEqual([]);
  });

  it('keeps a margin in proportion for a custom pause, and never cuts a video with no words', () => {
    expect(customSilenceRule(400)).toEqual({ minPauseMs: 400, marginMs: 100 });
    expect(customSilenceRule(2000)).toEqual({ minPauseMs: 2000, marginMs: 150 });
    expect(silenceCuts([], null, silenceRules.fast, 3000)).toEqual([]);
    const cuts = silenceCuts(words, null, customSilenceRule(400), 3000);
    expect(editedDuration(3000, cuts)).toBe(3000 - (300 + 700 + 400));
  });
});
