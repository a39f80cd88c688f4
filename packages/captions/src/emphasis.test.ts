import { describe, expect, it } from 'vitest';
import { buildAssDocument } from './ass-document';
import { type CaptionStyle, captionStyleSchema } from './caption-style';
import type { EmojiArt } from './emoji';
import {
  clearEmphasis,
  defaultEmphasis,
  EMPHASIS_SCALE,
  emphasiseKeywords,
  isEmphasised,
  setEmphasis,
} from './emphasis';
import type { CaptionWord } from './words';

const fonts = { montserrat: { family: 'Montserrat Thin ExtraBold', weight: 800 } };
const frame = { width: 1080, height: 1920 };
// At the style's own size (auto size would grow these short captions).
const style = (settings: Partial<CaptionStyle> = {}) =>
  captionStyleSchema.parse({ font: 'montserrat', isAutoSize: false, ...settings });
const spoken = (text: string): CaptionWord[] =>
  text.split(' ').map((word, n) => ({ text: word, start: 500 + n * 400, end: 800 + n * 400 }));
const dialogues = (ass: string) => ass.split('\n').filter((line) => line.startsWith('Dialogue:'));
/** The text of one event, cut into its word sections (each opens with an override block). */
const sections = (line: string) =>
  line
    .split(',')
    .slice(9)
    .join(',')
    .split(/(?=\{)/);

/** One caption of three words, the middle one emphasised. */
const emphasisedWords = (): CaptionWord[] => {
  const words = spoken('made 300 dollars');
  words[1] = { ...(words[1] as CaptionWord), emphasis: { color: '#ffd43b', scale: 1.5, uppercase: true } };
  return words;
};

describe('buildAssDocument with emphasis', () => {
  it('matches the golden file', async () => {
    const words = emphasisedWords();
    words[2] = { ...(words[2] as CaptionWord), emphasis: { uppercase: true } };
    await expect(buildAssDocument(words, style(), fonts, frame)).toMatchFileSnapshot(
      '__snapshots__/emphasis.ass',
    );
  });

  it('draws the emphasised word larger and in its colour, and the words after it as the caption again', () => {
    const [first, second] = dialogues(buildAssDocument(emphasisedWords(), style(), fonts, frame));
    expect(second).toBeUndefined();
    const parts = sections(first ?? '');
    // 80 px at 1080 wide; 1.5 × for the emphasised word; #ffd43b is &H3BD4FF& in ASS.
    expect(parts.find((part) => part.includes('300'))).toMatch(/\\fs120\\1c&H3BD4FF&\\2c&H3BD4FF&/);
    expect(parts.find((part) => part.includes('dollars'))).toMatch(/\\fs80\\1c&HFFFFFF&\\2c&H808080&/);
  });

  it('keeps an emphasised colour while the word is spoken under highlight, and still pops it', () => {
    const words = emphasisedWords();
    const highlight = sections(
      dialogues(buildAssDocument(words, style({ multiAnimationStyle: 'highlight' }), fonts, frame))[0] ?? '',
    );
    const emphasised = highlight.find((part) => part.includes('300')) ?? '';
    expect(emphasised).not.toContain('&H808080&');
    const pop = sections(
      dialogues(buildAssDocument(words, style({ multiAnimationStyle: 'pop' }), fonts, frame))[0] ?? '',
    );
    expect(pop.find((part) => part.includes('300'))).toContain('\\fscx120');
  });

  it('writes the emphasised word in capitals, the others as said', () => {
    const words = spoken('we made money');
    words[2] = { ...(words[2] as CaptionWord), emphasis: { uppercase: true } };
    const text = dialogues(buildAssDocument(words, style(), fonts, frame))[0] ?? '';
    expect(text).toContain('MONEY');
    expect(text).toContain('made');
  });

  it('sizes the box layer’s words like the caption’s, so the box fits the larger word', () => {
    const [box, caption] = dialogues(
      buildAssDocument(emphasisedWords(), style({ backgroundColor: '#000000' }), fonts, frame),
    );
    const sizes = (line = '') => [...line.matchAll(/\\fs([\d.]+)/g)].map((m) => m[1]);
    expect(box).toContain(',Box,');
    expect(sizes(box)).toEqual(sizes(caption));
    expect(sizes(box)).toContain('120');
  });

  it('draws an emoji of an emphasised word at the word’s size', () => {
    const art: EmojiArt = {
      size: 36,
      layers: [{ color: '#ff0000', opacity: 1, path: 'm 0 0 l 36 0 36 36' }],
    };
    const words = spoken('so hot🔥');
    words[1] = { ...(words[1] as CaptionWord), emphasis: { scale: 2 } };
    const ass = buildAssDocument(words, style(), fonts, { ...frame, emoji: new Map([['🔥', art]]) });
    // 0.95 em × 160 px × 4 drawing units per px (\p3).
    expect(ass).toContain('m 0 0 m 608 608');
  });

  it('counts an emphasised word at its size when fitting a line', () => {
    // About 20 cells: one line of 24 at 80 px on a 1080-px frame, two once "treasure" is twice as large.
    const words = spoken('we found treasure today');
    const fixed = style({ isAutoSize: false, wordsPerGroup: 4 });
    expect(dialogues(buildAssDocument(words, fixed, fonts, frame))[0]).not.toContain('\\N');
    words[2] = { ...(words[2] as CaptionWord), emphasis: { scale: 2 } };
    expect(dialogues(buildAssDocument(words, fixed, fonts, frame))[0]).toContain('\\N');
  });

  it('leaves a document without emphasis exactly as it was', () => {
    const words = spoken('made 300 dollars');
    const cleared = clearEmphasis(emphasisedWords());
    expect(buildAssDocument(cleared, style(), fonts, frame)).toBe(
      buildAssDocument(words, style(), fonts, frame),
    );
  });
});

describe('emphasis on the word list', () => {
  it('sets a look on one word and removes it with null or a look that changes nothing', () => {
    const words = spoken('one two three');
    const set = setEmphasis(words, 1, { color: '#FF0000', scale: 1, uppercase: false });
    expect(set[1]?.emphasis).toEqual({ color: '#ff0000' });
    expect(set[0]).toBe(words[0]);
    expect(setEmphasis(set, 1, null)[1]).toEqual(words[1]);
    expect(setEmphasis(set, 1, { scale: 1 })[1]).not.toHaveProperty('emphasis');
    expect(setEmphasis(words, 0, null)).toBe(words);
    expect(setEmphasis(words, 9, { uppercase: true })).toBe(words);
  });

  it('picks a default colour that stands apart from the style’s own', () => {
    expect(defaultEmphasis({ primaryColor: '#ffffff', fillColor: '#808080' })).toEqual({
      color: '#ffd43b',
      scale: EMPHASIS_SCALE,
    });
    expect(defaultEmphasis({ primaryColor: '#ffffff', fillColor: '#ffdd00' }).color).toBe('#51cf66');
  });

  it('emphasises the best-scoring word of each caption group, skipping weak scores and emphasised groups', () => {
    const words = spoken('we made 300 dollars in two days flat');
    // Groups of three, shared out evenly: [we made 300] [dollars in two] [days flat].
    const scores = new Map([
      [1, 0.5],
      [2, 1],
      [3, 0.6],
      [5, 0.9],
      [6, 0.3],
    ]);
    const look = { color: '#51cf66' };
    const result = emphasiseKeywords(words, 3, scores, look);
    expect(result.map((word, i) => (isEmphasised(word) ? i : -1)).filter((i) => i >= 0)).toEqual([2, 5]);
    const already = setEmphasis(words, 0, { uppercase: true });
    const kept = emphasiseKeywords(already, 3, scores, look);
    expect(kept[0]?.emphasis).toEqual({ uppercase: true });
    expect(kept[2]).not.toHaveProperty('emphasis');
    expect(emphasiseKeywords(words, 3, new Map([[6, 0.3]]), look)).toBe(words);
  });
});
