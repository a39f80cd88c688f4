// Auto emoji: a fitting emoji after the word that carries the meaning of a caption group, from
// candidates per word: offline, an emoji keyword table (emojilib's shape: emoji → [name,
// keyword, …]); with a language model configured, the model's choice (docs/captions.md). The emoji is added
// to the word's text, so the person sees it in the transcript and can change or delete it like
// any other edit. One per group at most, none where the group already has one, and only for
// words that name an emoji or are one of its rarer keywords ("fire" 🔥, "money" 💰), never for
// small or common words.

import { splitEmoji } from './emoji';
import { groupWords } from './group-words';
import type { CaptionWord } from './words';

/** emojilib's table: each emoji with its name (snake_case) first, then its keywords. */
export type EmojiKeywords = Readonly<Record<string, readonly string[]>>;

/** For each word, the emoji it calls for and how surely (3: its name, 2: its name's first word, 1: a keyword). */
export type EmojiIndex = ReadonlyMap<string, { emoji: string; score: number }>;

// A keyword shared by more emoji than this says too little ("face", "hand", "animal").
const MAX_EMOJI_PER_KEYWORD = 6;
const MIN_WORD_LENGTH = 3;
// Words too common to deserve an emoji, whatever the table says.
const COMMON_WORDS = new Set(
  (
    'the and for are but not you your all any can had her was one our out day get has him his how man new now ' +
    'old see two way who boy did its let put say she too use this that with have from they will would there ' +
    'their what about which when make like time just know take into year good some could them other than then ' +
    'look only come over think also back after work first well even want because these give most very yes okay ' +
    'right here thing things really going gonna'
  ).split(' '),
);

export function emojiIndex(table: EmojiKeywords): EmojiIndex {
  const uses = new Map<string, number>();
  for (const keywords of Object.values(table))
    for (const keyword of new Set(keywords)) uses.set(keyword, (uses.get(keyword) ?? 0) + 1);
  const index = new Map<string, { emoji: string; score: number }>();
  const offer = (word: string, emoji: string, score: number) => {
    const known = index.get(word);
    if (!known || known.score < score) index.set(word, { emoji, score });
  };
  for (const [emoji, [name = '', ...keywords]] of Object.entries(table)) {
    // "fire" names 🔥; "money_bag" 💰 and "party_popper" 🎉 start with the word they stand for.
    const [first = '', ...rest] = name.split('_');
    if (/^[a-z]+$/.test(first)) offer(first, emoji, rest.length === 0 ? 3 : 2);
    for (const keyword of keywords)
      if (/^[a-z]+$/.test(keyword) && (uses.get(keyword) ?? 0) <= MAX_EMOJI_PER_KEYWORD)
        offer(keyword, emoji, 1);
  }
  return index;
}

/** An emoji that fits a word: the transcript word's index, the emoji, and how surely (0–1). */
export interface EmojiCandidate {
  index: number;
  emoji: string;
  score: number;
}

/**
 * The emoji each word calls for in the keyword table: its name's match scores 1, its name's
 * first word 2/3, one of its rarer keywords 1/3; small and common words get none.
 */
export function emojiCandidates(words: readonly CaptionWord[], index: EmojiIndex): EmojiCandidate[] {
  return words.flatMap((word, i) => {
    const bare = bareWord(word);
    if (bare.length < MIN_WORD_LENGTH || COMMON_WORDS.has(bare)) return [];
    // The word as written, else without a plural's s.
    const found = index.get(bare) ?? (bare.endsWith('s') ? index.get(bare.slice(0, -1)) : undefined);
    return found ? [{ index: i, emoji: found.emoji, score: found.score / 3 }] : [];
  });
}

/**
 * The words with an emoji added after the best candidate of each caption group (the surest, then
 * the longest word: the one that carries most); groups that have an emoji keep theirs alone. The
 * same list when none is added.
 */
export function addAutoEmoji<W extends CaptionWord>(
  words: readonly W[],
  wordsPerGroup: number,
  candidates: readonly EmojiCandidate[],
): readonly W[] {
  const byIndex = new Map(candidates.map((candidate) => [candidate.index, candidate]));
  const places = new Map(words.map((word, i) => [word, i]));
  const added = new Map<number, string>();
  for (const group of groupWords(words, { wordsPerGroup })) {
    if (group.words.some(hasEmoji)) continue;
    let best: { at: number; candidate: EmojiCandidate; length: number } | null = null;
    for (const word of group.words) {
      const at = places.get(word) ?? -1;
      const candidate = byIndex.get(at);
      if (!candidate) continue;
      const length = bareWord(word).length;
      if (
        !best ||
        candidate.score > best.candidate.score ||
        (candidate.score === best.candidate.score && length > best.length)
      )
        best = { at, candidate, length };
    }
    if (best) added.set(best.at, best.candidate.emoji);
  }
  if (added.size === 0) return words;
  return words.map((word, i) => {
    const emoji = added.get(i);
    return emoji ? { ...word, text: `${word.text}${emoji}` } : word;
  });
}

/** The words without any emoji; a word that was only emoji goes. */
export function removeEmoji<W extends CaptionWord>(words: readonly W[]): readonly W[] {
  if (!words.some(hasEmoji)) return words;
  return words
    .map((word) => {
      if (!hasEmoji(word)) return word;
      const text = splitEmoji(word.text)
        .map((piece) => ('text' in piece ? piece.text : ''))
        .join('')
        .trim();
      return { ...word, text };
    })
    .filter((word) => word.text !== '');
}

const hasEmoji = (word: CaptionWord) => splitEmoji(word.text).some((piece) => 'emoji' in piece);

const bareWord = (word: CaptionWord) => word.text.toLowerCase().replace(/[^\p{L}]/gu, '');
