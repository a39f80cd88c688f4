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
]);

export function basicBrollKeywords(transcript: TranscriptWord[]): BrollKeyword[] {
  const { words, sentenceEnds } = analyseTranscript(transcript);
  const frequency = new Map<string, number>();
  for (const word of words) {
    if (isVisualNoun(word)) frequency.set(word.lemma, (frequency.get(word.lemma) ?? 0) + 1);
  }
  const keywords: BrollKeyword[] = [];
  for (const segment of segmentWords(words, sentenceEnds, SEGMENT_WORDS)) {
    const phrase = bestPhrase(words.slice(segment.first, segment.last + 1), frequency);
    if (!phrase) continue;
    const first = phrase[0];
    const last = phrase[phrase.length - 1];
    if (!first || !last) continue;
    keywords.push({
      keyword: phrase
        .map((w) => cleanWord(w))
        .join(' ')
        .slice(0, BROLL_KEYWORD_MAX),
      start_word: first.index,
      end_word: last.index,
      start_ms: first.start,
      end_ms: last.end,
    });
    if (keywords.length === BROLL_KEYWORDS_MAX) break;
  }
  return keywords;
}

const isVisualNoun = (word: AnalysedWord) =>
  NOUNS.has(word.pos) && !word.stopWord && !ABSTRACT.has(word.lemma) && cleanWord(word).length > 1;

/** The highest-scoring run of adjectives and nouns that ends in a visual noun. */
function bestPhrase(words: AnalysedWord[], frequency: Map<string, number>): AnalysedWord[] | null {
  let best: AnalysedWord[] | null = null;
  let bestScore = 0;
  for (let end = 0; end < words.length; end++) {
    const head = words[end];
    if (!head || !isVisualNoun(head)) continue;
    let start = end;
    while (start > 0 && end - start < 2) {
      const before = words[start - 1];
      if (!before || before.stopWord || !(NOUNS.has(before.pos) || before.pos === 'ADJ')) break;
      start--;
    }
    const phrase = words.slice(start, end + 1);
    const score = phrase.reduce((sum, w) => sum + (isVisualNoun(w) ? (frequency.get(w.lemma) ?? 1) : 0.5), 0);
    // On a tie the later phrase wins: the object of a sentence shows more than its subject.
    if (score >= bestScore) {
      best = phrase;
      bestScore = score;
    }
  }
  return best;
}

/** The word without surrounding punctuation; proper nouns keep their capitals. */
function cleanWord(word: AnalysedWord): string {
  const bare = word.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return word.pos === 'PROPN' ? bare : bare.toLowerCase();
}
