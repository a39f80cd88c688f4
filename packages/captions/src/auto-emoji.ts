// Auto emoji: a fitting emoji after the word that carries the meaning of a caption group, offline,
// from an emoji keyword table (emojilib's shape: emoji → [name, keyword, …]). The emoji is added
// to the word's text, so the person sees it in the transcript and can change or delete it like
// any other edit. One per group at most, none where the group already has one, and only for
// words that name an emoji or are one of its rarer keywords ("fire" 🔥, "money" 💰), never for
// small or common words.

import { splitEmoji } from './emoji';
import { type CaptionGroup, groupWords } from './group-words';
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

/** The words with an emoji added where one fits (see the file's comment); the same list when none does. */
export function addAutoEmoji<W extends CaptionWord>(
  words: readonly W[],
  wordsPerGroup: number,
  index: EmojiIndex,
): readonly W[] {
  const places = new Map(words.map((word, i) => [word, i]));
  const added = new Map<number, string>();
  for (const group of groupWords(words, { wordsPerGroup })) {
    const pick = bestWord(group, index);
    if (pick) added.set(places.get(pick.word) ?? -1, pick.emoji);
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

function bestWord<W extends CaptionWord>(group: CaptionGroup<W>, index: EmojiIndex) {
  if (group.words.some(hasEmoji)) return null;
  let best: { word: W; emoji: string; score: number; length: number } | null = null;
  for (const word of group.words) {
    const bare = word.text.toLowerCase().replace(/[^\p{L}]/gu, '');
    if (bare.length < MIN_WORD_LENGTH || COMMON_WORDS.has(bare)) continue;
    // The word as written, else without a plural's s.
    const found = index.get(bare) ?? (bare.endsWith('s') ? index.get(bare.slice(0, -1)) : undefined);
    if (!found) continue;
    // The surest match, then the longest word (the one that carries most).
    if (!best || found.score > best.score || (found.score === best.score && bare.length > best.length)) {
      best = { word, emoji: found.emoji, score: found.score, length: bare.length };
    }
  }
  return best;
}
