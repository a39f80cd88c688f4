import { describe, expect, it } from 'vitest';
import { SENTENCE_PAUSE_MS, sentencesOf } from './sentences';

/** Sentences said at 0.4 s a word, 0.6 s apart unless a pause is given before one. */
function spokenWords(sentences: (string | { text: string; pauseBefore: number })[]) {
  const words: { text: string; start: number; end: number; confidence: null }[] = [];
  let at = 0;
  for (const [n, sentence] of sentences.entries()) {
    const { text, pauseBefore } =
      typeof sentence === 'string' ? { text: sentence, pauseBefore: 600 } : sentence;
    if (n > 0) at += pauseBefore - 100;
    for (const word of text.split(' ')) {
      words.push({ text: word, start: at, end: at + 300, confidence: null });
      at += 400;
    }
  }
  return words;
}

describe('sentencesOf', () => {
  it('splits at full stops, question marks and exclamation marks, with word indexes and times', () => {
    const words = spokenWords(['I started with nothing.', 'Do you know why?', 'Because I tried!']);
    const sentences = sentencesOf(words);
    expect(sentences.map((s) => [s.first, s.last, s.question])).toEqual([
      [0, 3, false],
      [4, 7, true],
      [8, 10, false],
    ]);
    expect(sentences[1]?.start).toBe(words[4]?.start);
    expect(sentences[1]?.end).toBe(words[7]?.end);
    expect(sentences[2]?.text).toBe('Because I tried!');
  });

  it('ends a sentence at a long pause when nothing is punctuated', () => {
    const words = spokenWords([
      'so this is the first thought',
      { text: 'and here comes another one', pauseBefore: SENTENCE_PAUSE_MS },
    ]);
    expect(sentencesOf(words).map((s) => s.text)).toEqual([
      'so this is the first thought',
      'and here comes another one',
    ]);
  });

  it('keeps a quoted question a question, and Japanese full stops end sentences', () => {
    expect(sentencesOf(spokenWords(['He asked "why?"', 'Then left.']))[0]?.question).toBe(true);
    const japanese = sentencesOf(spokenWords(['今日は 晴れです。', 'どこへ 行きますか？']), 'ja');
    expect(japanese.map((s) => s.question)).toEqual([false, true]);
  });

  it('has none for no words', () => {
    expect(sentencesOf([])).toEqual([]);
  });
});
