// Offline keyword emphasis: how much each transcript word carries, from its part of speech and
// form (wink-nlp): numbers and amounts most, then names and strong words, then content words by
// how long and how rare in the transcript they are. Small and function words score nothing.
import { EMPHASIS_WORDS_MAX, type EmphasisWord, type TranscriptWord } from '@captionist/contracts';
import { type AnalysedWord, analyseTranscript } from './transcript-analysis';

// Words that viewers of short videos react to: superlatives, absolutes, warnings and promises.
const STRONG_WORDS = new Set(
  (
    'never always best worst secret secrets free huge biggest amazing insane crazy instantly mistake ' +
    'mistakes stop must only every nobody everyone everything guaranteed proven fast faster easy ' +
    'simple hack hacks money love hate truth wrong right now today forever impossible incredible ' +
    'massive tiny perfect ultimate unbelievable shocking warning danger dangerous important'
  ).split(' '),
);
const CONTENT = new Set(['NOUN', 'VERB', 'ADJ', 'ADV']);

export function basicEmphasisWords(transcript: TranscriptWord[]): EmphasisWord[] {
  const { words } = analyseTranscript(transcript);
  const uses = new Map<string, number>();
  for (const word of words) uses.set(word.lemma, (uses.get(word.lemma) ?? 0) + 1);
  const scored: EmphasisWord[] = [];
  for (const word of words) {
    const score = wordScore(word, uses.get(word.lemma) ?? 1);
    if (score > 0) scored.push({ index: word.index, score: Math.round(score * 100) / 100 });
  }
  // The best first when there are more than the answer may hold, then back in transcript order.
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, EMPHASIS_WORDS_MAX)
    .sort((a, b) => a.index - b.index);
}

function wordScore(word: AnalysedWord, uses: number): number {
  const bare = word.text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (/\p{N}/u.test(bare) || word.pos === 'NUM' || /[$€£¥%]/u.test(word.text)) return 1;
  if (bare.length < 3) return 0;
  if (STRONG_WORDS.has(bare)) return 0.8;
  if (word.stopWord) return 0;
  if (word.pos === 'PROPN') return 0.75;
  if (!CONTENT.has(word.pos)) return 0;
  // Longer words are rarer and carry more; a word said again and again is the topic, not news.
  const length = Math.min(1, (bare.length - 3) / 8);
  const rarity = 1 / Math.sqrt(uses);
  const noun = word.pos === 'NOUN' || word.pos === 'ADJ' ? 0.05 : 0;
  return Math.min(0.7, 0.15 + 0.3 * length + 0.2 * rarity + noun);
}
