import { describe, expect, it } from 'vitest';
import {
  cutAt,
  editedCuts,
  editedDuration,
  isCutOut,
  keptRanges,
  normaliseCuts,
  rangeThroughCuts,
  toEditedTime,
  toSourceTime,
  wordsThroughCuts,
  wordsWithin,
} from './timeline';

const cuts = [
  { start: 1000, end: 1500 },
  { start: 3000, end: 4000 },
];

describe('the edited timeline', () => {
  it('sorts, clamps and merges overlapping and touching cuts', () => {
    expect(
      normaliseCuts(
        [
          { start: 5000, end: 6000 },
          { start: -20, end: 100 },
          { start: 5500, end: 7000 },
          { start: 7000, end: 7200 },
          { start: 900, end: 900 },
          { start: 9000, end: 12_000 },
        ],
        10_000,
      ),
    ).toEqual([
      { start: 0, end: 100 },
      { start: 5000, end: 7200 },
      { start: 9000, end: 10_000 },
    ]);
  });

  it('keeps the ranges between the cuts and runs shorter by what they remove', () => {
    expect(keptRanges(cuts, 5000)).toEqual([
      { start: 0, end: 1000 },
      { start: 1500, end: 3000 },
      { start: 4000, end: 5000 },
    ]);
    expect(editedDuration(5000, cuts)).toBe(3500);
    expect(keptRanges([{ start: 0, end: 5000 }], 5000)).toEqual([]);
    expect(editedDuration(5000, [])).toBe(5000);
  });

  it('maps source times to edited times and back; a time inside a cut lands at its place', () => {
    expect([0, 999, 1000, 1200, 1500, 2999, 3500, 4000, 5000].map((t) => toEditedTime(t, cuts))).toEqual([
      0, 999, 1000, 1000, 1000, 2499, 2500, 2500, 3500,
    ]);
    for (const t of [0, 999, 1500, 2999, 4000, 5000])
      expect(toSourceTime(toEditedTime(t, cuts), cuts)).toBe(t);
    // The edited moment where a cut was plays the source right after the cut.
    expect(toSourceTime(1000, cuts)).toBe(1500);
    expect(toSourceTime(2500, cuts)).toBe(4000);
    expect(cutAt(3200, cuts)).toEqual({ start: 3000, end: 4000 });
    expect(cutAt(4000, cuts)).toBeUndefined();
  });

  it('leaves out words inside cuts, shortens words partly cut, and moves the rest up', () => {
    const words = [
      { text: 'one', start: 200, end: 900 },
      { text: 'um', start: 1050, end: 1450 },
      { text: 'two', start: 1500, end: 2000 },
      { text: 'three', start: 2800, end: 3300, emphasis: { scale: 1.2 } },
      { text: 'four', start: 4100, end: 4600 },
    ];
    expect(wordsThroughCuts(words, cuts)).toEqual([
      { text: 'one', start: 200, end: 900 },
      { text: 'two', start: 1000, end: 1500 },
      { text: 'three', start: 2300, end: 2500, emphasis: { scale: 1.2 } },
      { text: 'four', start: 2600, end: 3100 },
    ]);
    expect(words.map((word) => isCutOut(word, cuts))).toEqual([false, true, false, false, false]);
    expect(wordsThroughCuts(words, [])).toEqual(words);
  });

  it('moves a b-roll range through the cuts, and drops one wholly cut', () => {
    expect(rangeThroughCuts({ start: 500, end: 3500 }, cuts)).toEqual({ start: 500, end: 2500 });
    expect(rangeThroughCuts({ start: 3100, end: 3900 }, cuts)).toBeNull();
  });
});

describe('a video made of ranges of its recording', () => {
  const recordingMs = 60_000;
  const clip = [{ start: 12_000, end: 20_000 }];

  it('is the recording with everything outside its ranges cut, its own cuts kept', () => {
    const cuts = editedCuts(clip, recordingMs, [{ start: 15_000, end: 16_000 }]);
    expect(cuts).toEqual([
      { start: 0, end: 12_000 },
      { start: 15_000, end: 16_000 },
      { start: 20_000, end: 60_000 },
    ]);
    expect(keptRanges(cuts, recordingMs)).toEqual([
      { start: 12_000, end: 15_000 },
      { start: 16_000, end: 20_000 },
    ]);
    expect(editedDuration(recordingMs, cuts)).toBe(7_000);
  });

  it('maps its words and times both ways: recording time in, the clip’s own clock out', () => {
    const cuts = editedCuts(clip, recordingMs, []);
    const words = [
      { text: 'before', start: 11_000, end: 11_500 },
      { text: 'first', start: 12_000, end: 12_400 },
      { text: 'last', start: 19_500, end: 19_900 },
      { text: 'after', start: 20_100, end: 20_500 },
    ];
    expect(wordsThroughCuts(words, cuts)).toEqual([
      { text: 'first', start: 0, end: 400 },
      { text: 'last', start: 7_500, end: 7_900 },
    ]);
    expect(wordsWithin(words, clip).map((word) => word.text)).toEqual(['first', 'last']);
    expect(wordsWithin(words, null)).toHaveLength(4);
    expect(toEditedTime(12_400, cuts)).toBe(400);
    expect(toSourceTime(7_500, cuts)).toBe(19_500);
  });

  it('joins ranges in order and leaves a whole recording’s cuts untouched', () => {
    const two = editedCuts(
      [
        { start: 1_000, end: 2_000 },
        { start: 5_000, end: 6_000 },
      ],
      recordingMs,
      [],
    );
    expect(editedDuration(recordingMs, two)).toBe(2_000);
    const own = [{ start: 3_000, end: 1_000 + 3_000 }];
    expect(editedCuts(null, recordingMs, own)).toBe(own);
  });
});
