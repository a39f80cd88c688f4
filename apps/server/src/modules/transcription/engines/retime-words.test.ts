import { describe, expect, it } from 'vitest';
import { retimeWords } from './retime-words';

const w = (text: string, start: number, end: number, confidence: number | null = 0.9) => ({
  text,
  start,
  end,
  confidence,
});

describe('retimeWords', () => {
  it('takes the aligner’s times for the words it heard, keeping whisper’s text and confidence', () => {
    const words = retimeWords(
      [w('Hello,', 0, 900, 0.8), w('world.', 900, 2400, 0.6)],
      [w('Hello,', 120, 610, 0.3), w('world.', 700, 1180, 0.4)],
    );
    expect(words).toEqual([w('Hello,', 120, 610, 0.8), w('world.', 700, 1180, 0.6)]);
  });

  it('keeps whisper’s times where the aligner only guessed, disagrees by over a second, or lost the word', () => {
    const words = retimeWords(
      [w('one', 0, 400), w('two', 500, 900), w('three', 1000, 1400), w('four', 1500, 1900)],
      [w('one', 50, 380, null), w('two', 2600, 2900), w('tree', 1050, 1350)],
    );
    expect(words).toEqual([
      w('one', 0, 400),
      w('two', 500, 900),
      w('three', 1000, 1400),
      w('four', 1500, 1900),
    ]);
  });
});
