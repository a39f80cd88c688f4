// The model's b-roll ranges checked against the transcript: indexes inside it, in order, not
// overlapping; the times come from the words themselves, never from the model.
import { BROLL_KEYWORD_MAX, type BrollKeyword, type TranscriptWord } from '@captionist/contracts';
import type { BrollAnswer } from './ai-prompts';

export function keywordsInTranscript(
  answer: BrollAnswer['keywords'],
  words: TranscriptWord[],
  wordLimit = words.length,
): { keywords: BrollKeyword[]; rejected: number } {
  const keywords: BrollKeyword[] = [];
  let rejected = 0;
  const sorted = [...answer].sort((a, b) => a.start_word - b.start_word);
  let lastEnd = -1;
  for (const item of sorted) {
    const keyword = item.keyword.trim();
    const first = words[item.start_word];
    const last = words[item.end_word];
    const valid =
      keyword.length > 0 &&
      keyword.length <= BROLL_KEYWORD_MAX &&
      item.start_word <= item.end_word &&
      item.end_word < Math.min(words.length, wordLimit) &&
      item.start_word > lastEnd;
    if (!valid || !first || !last) {
      rejected++;
      continue;
    }
    keywords.push({
      keyword,
      start_word: item.start_word,
      end_word: item.end_word,
      start_ms: first.start,
      end_ms: last.end,
    });
    lastEnd = item.end_word;
  }
  return { keywords, rejected };
}
