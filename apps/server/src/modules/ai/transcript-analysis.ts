// The transcript read by an English NLP model (wink-nlp, runs offline): each transcript word's
// part of speech and lemma, and the transcript cut into short segments (sentences, pauses, at
// most a few words), which the basic hooks and b-roll keywords are drawn from.
import { joinedText } from '@captionist/captions';
import type { TranscriptWord } from '@captionist/contracts';
import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItemSentence, type ItemToken, type WinkMethods } from 'wink-nlp';

export interface AnalysedWord {
  index: number;
  text: string;
  start: number;
  end: number;
  /** Universal POS tag of the word's main token (NOUN, PROPN, ADJ, VERB, …). */
  pos: string;
  lemma: string;
  /** Porter2 stem: "hiring" and "hire" meet at "hire". */
  stem: string;
  stopWord: boolean;
}

export interface Segment {
  /** Inclusive word indexes. */
  first: number;
  last: number;
}

/** A pause this long between words ends a segment, as a full stop would. */
const PAUSE_MS = 700;

let nlp: WinkMethods | undefined;
const loadNlp = () => {
  nlp ??= winkNLP(model);
  return nlp;
};

export function analyseTranscript(words: TranscriptWord[]): {
  words: AnalysedWord[];
  sentenceEnds: Set<number>;
} {
  const winkNlp = loadNlp();
  const its = winkNlp.its;
  const { text, wordStarts } = joinedText(words);
  const doc = winkNlp.readDoc(text);
  const analysed: AnalysedWord[] = words.map((w, index) => ({
    index,
    text: w.text,
    start: w.start,
    end: w.end,
    pos: 'X',
    lemma: w.text.toLowerCase(),
    stem: w.text.toLowerCase(),
    stopWord: false,
  }));
  const tokenWord: number[] = [];
  let offset = 0;
  let wordIndex = 0;
  doc.tokens().each((token: ItemToken) => {
    offset += String(token.out(its.precedingSpaces)).length;
    while (wordIndex + 1 < wordStarts.length && (wordStarts[wordIndex + 1] ?? Infinity) <= offset)
      wordIndex++;
    tokenWord.push(wordIndex);
    const target = analysed[wordIndex];
    const pos = String(token.out(its.pos));
    // A word's part of speech is that of its first non-punctuation token ("captions." → NOUN).
    if (target && target.pos === 'X' && pos !== 'PUNCT') {
      target.pos = pos;
      // wink's types declare its.lemma with a signature out() does not accept; it works at runtime.
      target.lemma = String(token.out(its.lemma as typeof its.pos)).toLowerCase();
      target.stem = String(token.out(its.stem as typeof its.pos));
      target.stopWord = Boolean(token.out(its.stopWordFlag));
    }
    offset += String(token.out()).length;
  });
  const sentenceEnds = new Set<number>();
  doc.sentences().each((sentence: ItemSentence) => {
    const span = sentence.out(its.span) as unknown as [number, number];
    const last = tokenWord[span[1]];
    if (last !== undefined) sentenceEnds.add(last);
  });
  return { words: analysed, sentenceEnds };
}

/** The stems of a text's words that carry meaning (no stop words, no punctuation). */
export function meaningfulStems(text: string): string[] {
  const winkNlp = loadNlp();
  const its = winkNlp.its;
  const stems: string[] = [];
  winkNlp
    .readDoc(text)
    .tokens()
    .each((token: ItemToken) => {
      if (token.out(its.stopWordFlag) || String(token.out(its.pos)) === 'PUNCT') return;
      stems.push(String(token.out(its.stem as typeof its.pos)));
    });
  return [...new Set(stems)];
}

/** Sentences, split again at long pauses and into pieces of at most `maxWords` words. */
export function segmentWords(words: AnalysedWord[], sentenceEnds: Set<number>, maxWords: number): Segment[] {
  const rough: Segment[] = [];
  let first = 0;
  for (let i = 0; i < words.length; i++) {
    const next = words[i + 1];
    const current = words[i];
    const pause = next && current ? next.start - current.end >= PAUSE_MS : false;
    if (!next || sentenceEnds.has(i) || pause) {
      rough.push({ first, last: i });
      first = i + 1;
    }
  }
  return rough.flatMap((segment) => splitEvenly(segment, maxWords));
}

function splitEvenly(segment: Segment, maxWords: number): Segment[] {
  const length = segment.last - segment.first + 1;
  const pieces = Math.ceil(length / maxWords);
  const size = Math.ceil(length / pieces);
  const result: Segment[] = [];
  for (let first = segment.first; first <= segment.last; first += size) {
    result.push({ first, last: Math.min(segment.last, first + size - 1) });
  }
  return result;
}
