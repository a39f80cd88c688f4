// Transcript words for sentences said at an even pace: the clip finder's tests build talks from
// sentences and pauses without a speech engine.
import type { TranscriptWord } from '@captionist/contracts';

export interface SaidSentence {
  text: string;
  /** Silence before it (ms); the talk's usual pause when absent. */
  pauseBefore?: number;
}

export interface Pace {
  startMs?: number;
  wordMs?: number;
  gapMs?: number;
  pauseMs?: number;
}

export function spokenWords(
  sentences: readonly (string | SaidSentence)[],
  { startMs = 0, wordMs = 300, gapMs = 100, pauseMs = 600 }: Pace = {},
): TranscriptWord[] {
  const words: TranscriptWord[] = [];
  let at = startMs;
  for (const [n, sentence] of sentences.entries()) {
    const { text, pauseBefore } =
      typeof sentence === 'string' ? { text: sentence, pauseBefore: undefined } : sentence;
    if (n > 0) at += (pauseBefore ?? pauseMs) - gapMs;
    for (const word of text.split(/\s+/).filter(Boolean)) {
      words.push({ text: word, start: at, end: at + wordMs, confidence: null });
      at += wordMs + gapMs;
    }
  }
  return words;
}
