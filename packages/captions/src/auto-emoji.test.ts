import table from 'emojilib';
import { describe, expect, it } from 'vitest';
import { addAutoEmoji, emojiIndex, removeEmoji } from './auto-emoji';

const index = emojiIndex(table);
const spoken = (text: string) =>
  text.split(' ').map((word, n) => ({ text: word, start: n * 300, end: n * 300 + 250, confidence: 1 }));
const texts = (words: readonly { text: string }[]) => words.map((word) => word.text).join(' ');

describe('addAutoEmoji', () => {
  it('adds the emoji a word names, at most one per caption group', () => {
    const words = spoken('This fire video made my pizza party and the rocket launch');
    expect(texts(addAutoEmoji(words, 3, index))).toBe(
      'This fire🔥 video made my pizza🍕 party🎉 and the rocket🚀 launch',
    );
  });

  it('leaves small and common words alone, and a group that has an emoji already', () => {
    const words = spoken('and you think so 🔥 fire now');
    expect(addAutoEmoji(words, 4, index)).toBe(words);
  });

  it('reads a plural and ignores punctuation and capitals', () => {
    expect(texts(addAutoEmoji(spoken('Pizzas!'), 3, index))).toBe('Pizzas!🍕');
  });

  it('keeps the words it does not change as they were', () => {
    const words = spoken('hello fire');
    const added = addAutoEmoji(words, 3, index);
    expect(added[0]).toBe(words[0]);
    expect(added[1]).toEqual({ ...words[1], text: 'fire🔥' });
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
