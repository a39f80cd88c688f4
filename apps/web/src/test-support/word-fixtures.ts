// Transcript words for unit tests: `w('Hello', 0, 400)`.
import type { TranscriptWord } from '@captionist/contracts';

export const w = (
  text: string,
  start: number,
  end: number,
  confidence: number | null = 0.9,
): TranscriptWord => ({
  text,
  start,
  end,
  confidence,
});

/** "Hello there. How are you" with a pause before "How". */
export const sampleWords = (): TranscriptWord[] => [
  w('Hello', 0, 400),
  w('there.', 450, 900),
  w('How', 2000, 2200),
  w('are', 2250, 2400),
  w('you', 2450, 2800),
];
