import { describe, expect, it } from 'vitest';
import { groupWords } from './group-words';

/** Words 300 ms long, 100 ms apart. */
function spoken(text: string, from = 0, separator = ' ') {
  return text
    .split(separator)
    .map((word, n) => ({ text: word, start: from + n * 400, end: from + n * 400 + 300, confidence: 0.9 }));
}
const texts = (groups: { words: { text: string }[] }[]) =>
  groups.map((g) => g.words.map((w) => w.text).join(' '));

describe('groupWords', () => {
  it('puts at most wordsPerGroup words in each group, shared out evenly so no word is left alone', () => {
    const groups = groupWords(spoken('one two three four five six seven'), { wordsPerGroup: 3 });
    expect(texts(groups)).toEqual(['one two three', 'four five', 'six seven']);
    expect(groups[1]).toMatchObject({ start: 1200, end: 1900 });
    expect(texts(groupWords(spoken('a b c d e f'), { wordsPerGroup: 3 }))).toEqual(['a b c', 'd e f']);
    expect(texts(groupWords(spoken('a b c d'), { wordsPerGroup: 3 }))).toEqual(['a b', 'c d']);
    expect(texts(groupWords(spoken('a b c'), { wordsPerGroup: 1 }))).toEqual(['a', 'b', 'c']);
  });

  it('ends a group at a clause, unless that leaves one word alone', () => {
    expect(
      texts(groupWords(spoken('If you post daily, the algorithm notices you'), { wordsPerGroup: 4 })),
    ).toEqual(['If you post daily,', 'the algorithm notices you']);
    expect(texts(groupWords(spoken('First: grab attention; then deliver'), { wordsPerGroup: 3 }))).toEqual([
      'First: grab attention;',
      'then deliver',
    ]);
    expect(texts(groupWords(spoken('So, what happened next'), { wordsPerGroup: 3 }))).toEqual([
      'So, what',
      'happened next',
    ]);
    expect(texts(groupWords(spoken('今日は|とても、|良い|天気', 0, '|'), { wordsPerGroup: 4 }))).toEqual([
      '今日は とても、',
      '良い 天気',
    ]);
  });

  it('keeps the greedy split when the even one would be too wide', () => {
    // Even sizes would put "xxxxxxxx yy" together (too wide); greedy keeps within the width.
    expect(texts(groupWords(spoken('xxxxxxxx yy zz'), { wordsPerGroup: 2, maxLineChars: 9 }))).toEqual([
      'xxxxxxxx',
      'yy zz',
    ]);
  });

  it('never groups across a sentence end', () => {
    expect(texts(groupWords(spoken('Hi there. How are you? Fine'), { wordsPerGroup: 3 }))).toEqual([
      'Hi there.',
      'How are you?',
      'Fine',
    ]);
    expect(texts(groupWords(spoken('He said "stop." Then left'), { wordsPerGroup: 4 }))).toEqual([
      'He said "stop."',
      'Then left',
    ]);
  });

  it('never groups across a long pause', () => {
    const words = [...spoken('before the'), ...spoken('pause here', 2000)];
    expect(texts(groupWords(words, { wordsPerGroup: 4 }))).toEqual(['before the', 'pause here']);
    expect(texts(groupWords(words, { wordsPerGroup: 4, pauseMs: 2000 }))).toEqual(['before the pause here']);
  });

  it('never makes a group wider than the max line width, unless one word alone is', () => {
    // Plain lowercase letters are one cell each and a space 0.55 (see textCells).
    const groups = groupWords(spoken('xxxxxxxxxxxxxxxxxx ooo uuu aaaaaa e'), {
      wordsPerGroup: 3,
      maxLineChars: 10,
    });
    expect(texts(groups)).toEqual(['xxxxxxxxxxxxxxxxxx', 'ooo uuu', 'aaaaaa e']);
  });

  it('counts a CJK character as two cells', () => {
    const words = spoken('今日は|とても|良い|天気です', 0, '|');
    expect(texts(groupWords(words, { wordsPerGroup: 4, maxLineChars: 12 }))).toEqual([
      '今日は とても',
      '良い 天気です',
    ]);
  });

  it('gives no groups for no words, and keeps the word objects', () => {
    expect(groupWords([], { wordsPerGroup: 3 })).toEqual([]);
    const words = spoken('a b');
    expect(groupWords(words, { wordsPerGroup: 3 })[0]?.words[1]).toBe(words[1]);
  });
});
