// A transcript's sentences, as the clip finder cuts on them and its review moves clip edges by: Intl.Segmenter's sentence breaks
// over the words' text (the engines punctuate), and a long pause ends a sentence too (a
// transcript without punctuation would otherwise be one sentence).
import type { TranscriptWord } from '@captionist/contracts';

/** Silence that ends a sentence even without a full stop. */
export const SENTENCE_PAUSE_MS = 1500;

export interface Sentence {
  /** Indexes into the transcript's words, inclusive. */
  first: number;
  last: number;
  start: number;
  end: number;
  text: string;
  question: boolean;
}

const QUESTION_END = /[?？؟]["'”’)\]]*$/u;

/** The words' text joined by spaces, and where each word starts in it. */
export function joinedText(words: readonly { text: string }[]): { text: string; wordStarts: number[] } {
  const wordStarts: number[] = [];
  let text = '';
  for (const word of words) {
    if (text) text += ' ';
    wordStarts.push(text.length);
    text += word.text;
  }
  return { text, wordStarts };
}

export function sentencesOf(words: readonly TranscriptWord[], locale = 'en'): Sentence[] {
  if (words.length === 0) return [];
  const { text, wordStarts: offsets } = joinedText(words);
  const breaks = new Set<number>();
  let index = 0;
  for (const segment of new Intl.Segmenter(locale, { granularity: 'sentence' }).segment(text)) {
    while (index < words.length && (offsets[index] as number) < segment.index) index++;
    if (index > 0 && index < words.length) breaks.add(index);
  }
  for (let i = 1; i < words.length; i++) {
    const word = words[i] as TranscriptWord;
    const before = words[i - 1] as TranscriptWord;
    // Another speaker starts another sentence, whatever the punctuation says (docs/speakers.md).
    if (word.start - before.end >= SENTENCE_PAUSE_MS || word.speaker !== before.speaker) breaks.add(i);
  }
  const starts = [0, ...[...breaks].sort((a, b) => a - b)];
  return starts.map((first, n) => {
    const last = (starts[n + 1] ?? words.length) - 1;
    const own = words.slice(first, last + 1);
    const sentenceText = own.map((word) => word.text).join(' ');
    return {
      first,
      last,
      start: (own[0] as TranscriptWord).start,
      end: (own[own.length - 1] as TranscriptWord).end,
      text: sentenceText,
      question: QUESTION_END.test(sentenceText),
    };
  });
}
