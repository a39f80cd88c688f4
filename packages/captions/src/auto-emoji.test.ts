import table from 'emojilib';
import { describe, expect, it } from 'vitest';
import { addAutoEmoji as addWithCandidates, emojiCandidates, emojiIndex, removeEmoji } from './auto-emoji';
import type { CaptionWord } from './words';

const index = emojiIndex(table);
// The offline path: the table's candidates for the words, one per caption group.
const addAutoEmoji = (words: CaptionWord[], wordsPerGroup: number) =>
  addWithCandidates(words, wordsPerGroup, emojiCandidates(words, index));
const spoken = (text: string) =>
  text.split(' ').map((word, n) => ({ text: word, start: n * 300, end: n * 300 + 250, confidence: 1 }));
const texts = (words: readonly { text: string }[]) => words.map((word) => word.text).join(' ');

describe('addAutoEmoji', () => {
  it('adds the emoji a word names, at most one per caption group', () => {
    const words = spoken('This fire video made my pizza party and the rocket launch');
    expect(texts(addAutoEmoji(words, 3))).toBe(
      'This fire🔥 video made my pizza🍕 party🎉 and the rocket🚀 launch',
    );
  });

  it('leaves small and common words alone, and a group that has an emoji already', () => {
    const words = spoken('and you think so 🔥 fire now');
    expect(addAutoEmoji(words, 4)).toBe(words);
  });

  it('reads a plural and ignores punctuation and capitals', () => {
    expect(texts(addAutoEmoji(spoken('Pizzas!'), 3))).toBe('Pizzas!🍕');
  });

  it('keeps the words it does not change as they were', () => {
    const words = spoken('hello fire');
    const added = addAutoEmoji(words, 3);
    expect(added[0]).toBe(words[0]);
    expect(added[1]).toEqual({ ...words[1], text: 'fire🔥' });
  });
});

describe('emojiCandidates and model picks', () => {
  it('scores a word that names an emoji above one that is only a keyword', () => {
    const candidates = emojiCandidates(spoken('fire and money tonight'), index);
    expect(candidates.find((candidate) => candidate.index === 0)).toEqual({
      index: 0,
      emoji: '🔥',
      score: 1,
    });
    expect(candidates.every((candidate) => candidate.score > 0 && candidate.score <= 1)).toBe(true);
    expect(candidates.map((candidate) => candidate.index)).not.toContain(1);
  });

  it('places any candidates given, such as a model’s, one per group, the surest first', () => {
    const words = spoken('we shipped the product today');
    const picks = [
      { index: 1, emoji: '🚀', score: 0.9 },
      { index: 3, emoji: '📦', score: 0.5 },
    ];
    expect(texts(addWithCandidates(words, 5, picks))).toBe('we shipped🚀 the product today');
    expect(texts(addWithCandidates(words, 2, picks))).toBe('we shipped🚀 the product📦 today');
  });
});

describe('removeEmoji', () => {
  it('takes every emoji out, and a word that was only emoji with it', () => {
    const words = spoken('so hot🔥 🇺🇸 today👍🏽');
    expect(texts(removeEmoji(words))).toBe('so hot today');
    const plain = spoken('no emoji here');
    expect(removeEmoji(plain)).toBe(plain);
  });
});
