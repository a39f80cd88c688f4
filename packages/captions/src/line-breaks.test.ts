import { describe, expect, it } from 'vitest';
import { buildAssDocument, captionGroups } from './ass-document';
import { captionStyleSchema } from './caption-style';
import { groupWords } from './group-words';
import { mayBreakBetween, splitWideWords } from './line-breaks';
import { textCells } from './text-layout';

const word = (text: string, start = 0, end = 1000) => ({ text, start, end });
const spoken = (texts: string[]) => texts.map((text, n) => word(text, n * 400, n * 400 + 300));
const texts = (groups: { words: { text: string }[] }[]) =>
  groups.map((g) => g.words.map((w) => w.text).join('|'));

describe('line-breaking rules', () => {
  it('keeps closing punctuation, small kana and the prolonged sound mark off a line’s start', () => {
    for (const after of ['。', '、', '」', '！', 'ょ', 'ッ', 'ー', '々', ',', ')', '”'])
      expect(mayBreakBetween('字', after), after).toBe(false);
    expect(mayBreakBetween('字', '幕')).toBe(true);
  });

  it('keeps opening brackets and quotes off a line’s end', () => {
    for (const before of ['「', '『', '（', '(', '“'])
      expect(mayBreakBetween(before, '字'), before).toBe(false);
    expect(mayBreakBetween('。', '「')).toBe(true);
  });
});

describe('splitWideWords', () => {
  /** A line as wide as `n` CJK characters. */
  const width = (n: number) => textCells('字'.repeat(n));

  it('cuts an unspaced word wider than a line between characters, sharing its time by character', () => {
    const pieces = splitWideWords([{ ...word('一二三四五六七八', 0, 800), index: 3 }], width(4));
    expect(pieces.map((piece) => piece.text)).toEqual(['一二三四', '五六七八']);
    expect(pieces.map(({ start, end, index }) => ({ start, end, index }))).toEqual([
      { start: 0, end: 400, index: 3 },
      { start: 400, end: 800, index: 3 },
    ]);
    for (const piece of pieces) expect(textCells(piece.text)).toBeLessThanOrEqual(width(4));
  });

  it('moves the break so no piece starts with closing punctuation or ends on an opening bracket', () => {
    expect(splitWideWords([word('一二三。四五六')], width(3)).map((piece) => piece.text)).toEqual([
      '一二',
      '三。四',
      '五六',
    ]);
    expect(splitWideWords([word('一二「三四五')], width(3)).map((piece) => piece.text)).toEqual([
      '一二',
      '「三四',
      '五',
    ]);
    expect(splitWideWords([word('チョコレート')], width(2)).map((piece) => piece.text)).toEqual([
      'チョ',
      'コ',
      'レー',
      'ト',
    ]);
  });

  it('cuts a Thai word only between its words, as Intl.Segmenter finds them', () => {
    const sentence = 'สวัสดีชาวโลกยินดีต้อนรับทุกคนเข้าสู่ช่องของเรา';
    const starts = new Set(
      [...new Intl.Segmenter('th', { granularity: 'word' }).segment(sentence)].map(
        (segment) => segment.index,
      ),
    );
    const pieces = splitWideWords([word(sentence, 0, 4600)], 12);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.map((piece) => piece.text).join('')).toBe(sentence);
    // Every piece is whole words: its start is a word's start.
    let offset = 0;
    for (const piece of pieces) {
      expect(starts.has(offset), piece.text).toBe(true);
      offset += piece.text.length;
    }
  });

  it('leaves spaced words and words that fit alone, and breaks anywhere when no place is allowed', () => {
    const words = [word('supercalifragilistic'), word('短い')];
    expect(splitWideWords(words, width(3))).toEqual(words);
    expect(splitWideWords([word('。。。。。')], width(2)).map((piece) => piece.text)).toEqual([
      '。。',
      '。。',
      '。',
    ]);
  });
});

describe('groups and lines by the rules', () => {
  it('hangs a closing punctuation word on the group before, and carries an opening bracket to the next', () => {
    expect(texts(groupWords(spoken(['今日', 'は', '」', '晴れ']), { wordsPerGroup: 2 }))).toEqual([
      '今日|は|」',
      '晴れ',
    ]);
    expect(texts(groupWords(spoken(['今日', 'は', '「', '晴れ']), { wordsPerGroup: 3 }))).toEqual([
      '今日|は',
      '「|晴れ',
    ]);
  });

  const fonts = { montserrat: { family: 'Montserrat', weight: 600 } };
  const style = captionStyleSchema.parse({
    font: 'montserrat',
    multiAnimationStyle: 'none',
    isAutoSize: false,
  });
  const long = '我们今天要讲的是如何在三十秒之内抓住观众的注意力并且让他们一直看到最后。';

  it('breaks a long Chinese sentence, spoken as one word, into captions that fit, never before 。', () => {
    const { groups, safeWidth, fontPx, advance } = captionGroups([word(long, 0, 6000)], style, fonts, {
      width: 720,
    });
    expect(groups.length).toBeGreaterThan(1);
    const cellsPerLine = safeWidth / (advance * fontPx);
    for (const group of groups) {
      for (const piece of group.words) expect(textCells(piece.text)).toBeLessThanOrEqual(cellsPerLine);
      expect(group.words[0]?.text.startsWith('。')).toBe(false);
    }
    expect(groups.flatMap((group) => group.words.map((piece) => piece.text)).join('')).toBe(long);
    const ass = buildAssDocument([word(long, 0, 6000)], style, fonts, { width: 720, height: 1280 });
    const lines = ass.split('\n').filter((line) => line.startsWith('Dialogue: 1,'));
    expect(lines).toHaveLength(groups.length);
    // Two pieces of one word on one caption: broken between them, no space, no character lost.
    expect(lines.some((line) => line.includes('\\N'))).toBe(true);
    expect(lines.every((line) => !/[\u4e00-\u9fff] [\u4e00-\u9fff]/u.test(line))).toBe(true);
  });
});
