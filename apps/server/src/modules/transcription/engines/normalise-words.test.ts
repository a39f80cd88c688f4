import { describe, expect, it } from 'vitest';
import { normaliseWords } from './normalise-words';

const w = (text: string, start: number, end: number) => ({ text, start, end, confidence: 0.5 });

describe('normaliseWords', () => {
  it('trims, drops empty words and rounds to whole milliseconds', () => {
    expect(normaliseWords([w(' hi ', 10.4, 99.6), w('  ', 100, 200), w('there', 200.2, 300)])).toEqual([
      w('hi', 10, 100),
      w('there', 200, 300),
    ]);
  });

  it('cuts a run of Thai or Chinese into its words, each timed inside the run by its characters', () => {
    const thai = normaliseWords([w('สวัสดีชาวโลก', 1000, 2200), w('OK', 2300, 2500)]);
    expect(thai.map((x) => x.text)).toEqual(['สวัสดี', 'ชาว', 'โลก', 'OK']);
    expect(thai[0]?.start).toBe(1000);
    expect(thai[2]?.end).toBe(2200);
    for (const word of thai) expect(word.confidence).toBe(0.5);
    const chinese = normaliseWords([w('我们今天讲字幕。', 0, 800)]);
    expect(chinese.map((x) => x.text).join('')).toBe('我们今天讲字幕。');
    expect(chinese.length).toBeGreaterThan(2);
    expect(chinese.at(-1)?.text.endsWith('。')).toBe(true);
  });

  it('keeps times in order, without overlap, inside the audio', () => {
    const words = normaliseWords([w('a', 0, 500), w('b', 300, 600), w('c', 300, 400), w('d', 900, 1500)], {
      durationMs: 1200,
    });
    expect(words.map((x) => [x.start, x.end])).toEqual([
      [0, 300],
      [300, 600],
      [600, 601],
      [900, 1200],
    ]);
  });

  it('drops words that start after the audio ends, so no word ends past it', () => {
    const words = normaliseWords(
      [w('a', 0, 900), w('b', 950, 1300), w('c', 1000, 1100), w('d', 1200, 1400)],
      {
        durationMs: 1000,
      },
    );
    expect(words.map((x) => [x.text, x.start, x.end])).toEqual([
      ['a', 0, 900],
      ['b', 950, 1000],
    ]);
  });

  it('adds sentence casing, a capital I and full stops at long pauses to bare words', () => {
    const words = normaliseWords(
      [w('so', 0, 100), w('i', 100, 200), w('think', 200, 300), w("i'm", 1200, 1300), w('done', 1300, 1400)],
      { sentenceCase: true },
    );
    expect(words.map((x) => x.text)).toEqual(['So', 'I', 'think.', "I'm", 'done.']);
  });

  it('leaves punctuated text from other engines alone', () => {
    expect(normaliseWords([w('hello,', 0, 100), w('world', 2000, 2100)]).map((x) => x.text)).toEqual([
      'hello,',
      'world',
    ]);
  });
});
