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

/** Talk between planted stories: each sentence leans on what came before. */
export const RAMBLE: readonly SaidSentence[] = [
  { text: 'And yeah, so it was kind of like that thing we had going on back then.', pauseBefore: 1000 },
  { text: 'But anyway, we kept going with it for a while.' },
  { text: 'So as I said, the whole thing was a bit of a mess really.' },
  { text: 'And they kept asking about the other stuff too.' },
];

/** A self-contained story (about 32 s): a hook, a turn, a lesson, and a breath before it. */
export const plantedStory = (subject: string): SaidSentence[] => [
  { text: `Here is the biggest mistake I ever made with ${subject}.`, pauseBefore: 1600 },
  { text: `I thought ${subject} would take care of itself if I just waited.` },
  { text: `For two years I never looked at the numbers behind ${subject} at all.` },
  { text: 'Then one morning the bank called and everything was gone.' },
  { text: `I had to start again from zero and learn how ${subject} really works.` },
  { text: `That is why you should check your ${subject} every single week.` },
];
