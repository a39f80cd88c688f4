// Offline b-roll keywords: in each short segment of the transcript, the noun phrase most worth
// showing (nouns that recur score higher; abstract nouns are skipped), with its word range.
import type { BrollKeyword, TranscriptWord } from '@captionist/contracts';
import { BROLL_KEYWORD_MAX, BROLL_KEYWORDS_MAX } from '@captionist/contracts';
import { type AnalysedWord, analyseTranscript, segmentWords } from './transcript-analysis';

const SEGMENT_WORDS = 8;
const NOUNS = new Set(['NOUN', 'PROPN']);
// Nouns that name no picture: a stock search for them finds nothing worth showing.
const ABSTRACT = new Set([
  'thing',
  'things',
  'way',
  'time',
  'lot',
  'kind',
  'sort',
  'bit',
  'part',
  'something',
  'anything',
  'everything',
  'nothing',
  'one',
  'fact',
  'point',
  'today',
  'reason',
  'question',
  'idea',
  'stuff',
  'matter',
  'people',
  'goal',
  'goals',
  // Lengths of time: "minutes" or "day" finds clocks and calendars, never the moment meant.
  'second',
  'seconds',
  'minute',
  'minutes',
  'hour',
  'hours',
  'day',
  'days',
  'week',
  'weeks',
  'month',
  'months',
  'year',
  'years',
]);

export function basicBrollKeywords(transcript: TranscriptWord[]): BrollKeyword[] {
  return segmentPhrases(transcript)
    .slice(0, BROLL_KEYWORDS_MAX)
    .map(({ phrase }) => {
      const first = phrase[0] as AnalysedWord;
      const last = phrase[phrase.length - 1] as AnalysedWord;
      return {
        keyword: phraseText(phrase),
        start_word: first.index,
        end_word: last.index,
        start_ms: first.start,
        end_ms: last.end,
      };
    });
}

/**
 * What the talk is about, as a noun phrase for the basic hooks: the segments' phrase whose noun
 * is said most often, the earliest on a tie (a talk names its subject first).
 */
export function keyPhrase(transcript: TranscriptWord[]): KeyPhrase | null {
  return keyPhrases(transcript)[0] ?? null;
}

export interface KeyPhrase {
  text: string;
  singular: boolean;
}

/** The segments' distinct phrases, the most mentioned first (the earliest on a tie), as keyPhrase reads them. */
export function keyPhrases(transcript: TranscriptWord[]): KeyPhrase[] {
  const byText = new Map<string, { phrase: KeyPhrase; mentions: number }>();
  for (const candidate of segmentPhrases(transcript)) {
    const text = phraseText(candidate.phrase);
    if (byText.has(text)) continue;
    const head = candidate.phrase.find(
      (_word, i) => i === candidate.phrase.length - 1 || candidate.phrase[i + 1]?.lemma === 'of',
    );
    // A singular common noun takes "the" in a sentence; a plural or a name does not.
    const singular = head?.pos === 'NOUN' && head.lemma === cleanWord(head);
    byText.set(text, { phrase: { text, singular }, mentions: candidate.mentions });
  }
  // A stable sort keeps the order said on a tie.
  return [...byText.values()].sort((a, b) => b.mentions - a.mentions).map(({ phrase }) => phrase);
}

interface ScoredPhrase {
  phrase: AnalysedWord[];
  score: number;
  /** How often the transcript says the phrase's head noun. */
  mentions: number;
}

/** Each segment's best phrase, in the order they are said. */
function segmentPhrases(transcript: TranscriptWord[]): ScoredPhrase[] {
  const { words, sentenceEnds } = analyseTranscript(transcript);
  const frequency = new Map<string, number>();
  for (const word of words) {
    if (isVisualNoun(word)) frequency.set(word.lemma, (frequency.get(word.lemma) ?? 0) + 1);
  }
  return segmentWords(words, sentenceEnds, SEGMENT_WORDS).flatMap((segment) => {
    const best = bestPhrase(words.slice(segment.first, segment.last + 1), frequency);
    return best ? [best] : [];
  });
}

const phraseText = (phrase: AnalysedWord[]) =>
  phrase
    .map((w) => cleanWord(w))
    .join(' ')
    .slice(0, BROLL_KEYWORD_MAX);

const isVisualNoun = (word: AnalysedWord) =>
  NOUNS.has(word.pos) && !word.stopWord && !ABSTRACT.has(word.lemma) && cleanWord(word).length > 1;

/** A comma or a full stop after the word: a phrase never runs across it ("a template, change…"). */
const endsClause = (word: AnalysedWord) => /[,.;:!?…]["')\]]*$/.test(word.text);

/**
 * The highest-scoring run of adjectives and nouns that ends in a visual noun, with an "of" and
 * the noun after it when there is one ("glass of water": the picture is of both).
 */
function bestPhrase(words: AnalysedWord[], frequency: Map<string, number>): ScoredPhrase | null {
  let best: ScoredPhrase | null = null;
  for (let end = 0; end < words.length; end++) {
    const head = words[end];
    if (!head || !isVisualNoun(head)) continue;
    let start = end;
    while (start > 0 && end - start < 2) {
      const before = words[start - 1];
      if (
        !before ||
        endsClause(before) ||
        before.stopWord ||
        !(NOUNS.has(before.pos) || before.pos === 'ADJ')
      )
        break;
      start--;
    }
    const phrase = words.slice(start, end + 1);
    const of = words[end + 1];
    const object = words[end + 2];
    if (!endsClause(head) && of?.lemma === 'of' && object && isVisualNoun(object)) phrase.push(of, object);
    const score = phrase.reduce(
      (sum, w) => sum + (isVisualNoun(w) ? (frequency.get(w.lemma) ?? 1) : w.pos === 'ADJ' ? 0.5 : 0),
      0,
    );
    // On a tie the later phrase wins: the object of a sentence shows more than its subject.
    if (!best || score >= best.score) best = { phrase, score, mentions: frequency.get(head.lemma) ?? 1 };
  }
  return best;
}

/** The word without surrounding punctuation; proper nouns keep their capitals. */
function cleanWord(word: AnalysedWord): string {
  const bare = word.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return word.pos === 'PROPN' ? bare : bare.toLowerCase();
}
