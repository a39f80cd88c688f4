import { describe, expect, it } from 'vitest';
import { timeTranslatedSentence, translatedWords } from './timed-translation';

describe('a translated sentence on its source sentence’s time', () => {
  it('starts and ends where the source does, each word timed by its characters', () => {
    const words = timeTranslatedSentence('Hola a todos', { start: 1000, end: 2000 }, 'es');
    expect(words).toEqual([
      { text: 'Hola', start: 1000, end: 1400, confidence: null },
      { text: 'a', start: 1400, end: 1500, confidence: null },
      { text: 'todos', start: 1500, end: 2000, confidence: null },
    ]);
  });

  it('cuts unspaced languages into words, punctuation kept with the word before it', () => {
    expect(translatedWords('我们今天讲字幕。', 'zh')).toEqual(['我们', '今天', '讲', '字幕。']);
    expect(translatedWords('สวัสดีชาวโลก', 'th').join('')).toBe('สวัสดีชาวโลก');
    expect(translatedWords('สวัสดีชาวโลก', 'th').length).toBeGreaterThan(1);
    const timed = timeTranslatedSentence('こんにちは、世界。', { start: 0, end: 900 }, 'ja');
    expect(timed[0]?.start).toBe(0);
    expect(timed.at(-1)?.end).toBe(900);
  });

  it('gives every word at least a millisecond, in order, and nothing for an empty answer', () => {
    const words = timeTranslatedSentence('one two three four', { start: 10, end: 12 }, 'en');
    for (const [i, word] of words.entries()) {
      expect(word.end).toBeGreaterThan(word.start);
      if (i > 0) expect(word.start).toBeGreaterThanOrEqual(words[i - 1]?.end ?? 0);
    }
    expect(timeTranslatedSentence('   ', { start: 0, end: 100 }, 'en')).toEqual([]);
  });
});
