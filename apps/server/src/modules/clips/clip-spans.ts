// Every span of whole sentences a clip may be: it starts where a listener can come in cold and
// ends where a thought is complete (docs/clip-finder.md "Where a clip may start and end").
import type { Sentence } from '@captionist/captions';

export interface LengthRange {
  minMs: number;
  maxMs: number;
}

export interface ClipSpan {
  /** Indexes into the sentences, inclusive. */
  firstSentence: number;
  lastSentence: number;
  start: number;
  end: number;
}

/** Words that point back to someone or something said before. */
export const POINTING_BACK = [
  'he',
  'she',
  'they',
  'him',
  'her',
  'them',
  'his',
  'their',
  'it',
  "it's",
  'that',
  'those',
];

/**
 * Openings that lean on what came before: a conjunction, a word pointing back, a reply. Matched
 * on a sentence's first words, lower-cased, without punctuation.
 */
const DANGLING_OPENINGS = [
  ...['and', 'but', 'or', 'because', 'which', 'also', 'plus', 'then', 'so as', 'so like'],
  ...['as i said', 'like i said', 'as i mentioned', 'like i mentioned'],
  ...POINTING_BACK,
  ...['yeah', 'yes', 'no', 'exactly', 'right', 'sure', 'absolutely'],
].map((opening) => opening.split(' '));

/** Words a finished thought does not end on. */
const TRAILING_ENDS = new Set(['and', 'but', 'or', 'so', 'because', 'the', 'a', 'to', 'of', 'with']);

/** A text's words, lower-cased, without the punctuation around them. */
export const plainWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, ''))
    .filter(Boolean);

export function opensDangling(text: string): boolean {
  const words = plainWords(text);
  return DANGLING_OPENINGS.some((opening) => opening.every((word, i) => words[i] === word));
}

export function endsTrailing(text: string): boolean {
  if (/[,;:\-–—]["'”’)\]]*$/u.test(text.trim())) return true;
  const words = plainWords(text);
  return TRAILING_ENDS.has(words[words.length - 1] ?? '');
}

/** Whether a clip may start at sentence i: not on an answer, not leaning on what came before. */
export function mayStartAt(sentences: readonly Sentence[], i: number): boolean {
  const sentence = sentences[i];
  if (!sentence) return false;
  if (sentences[i - 1]?.question) return false;
  return !opensDangling(sentence.text);
}

/** Whether a clip may end after sentence i: not on a question, not mid-thought. */
export function mayEndAfter(sentences: readonly Sentence[], i: number): boolean {
  const sentence = sentences[i];
  if (!sentence) return false;
  return !sentence.question && !endsTrailing(sentence.text);
}

/**
 * With speakers known (each sentence's, from its first word), a clip that opens on a question
 * holds its answer: it ends only after someone else has spoken. An interview's question and answer
 * are one clip, never the question alone.
 */
export function clipSpans(
  sentences: readonly Sentence[],
  length: LengthRange,
  speakers: readonly (string | undefined)[] = [],
): ClipSpan[] {
  const spans: ClipSpan[] = [];
  for (let first = 0; first < sentences.length; first++) {
    if (!mayStartAt(sentences, first)) continue;
    const start = (sentences[first] as Sentence).start;
    const asker = sentences[first]?.question ? speakers[first] : undefined;
    let answered = asker === undefined;
    for (let last = first; last < sentences.length; last++) {
      const end = (sentences[last] as Sentence).end;
      if (end - start > length.maxMs) break;
      if (!answered && speakers[last] !== undefined && speakers[last] !== asker) answered = true;
      if (answered && end - start >= length.minMs && mayEndAfter(sentences, last)) {
        spans.push({ firstSentence: first, lastSentence: last, start, end });
      }
    }
  }
  return spans;
}
