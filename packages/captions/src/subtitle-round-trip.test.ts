// Our own exports read back: SRT and VTT give the cues' texts and times again, the styled ASS
// document (with its karaoke, box and emoji layers and hook title) the transcript's words.
import { describe, expect, it } from 'vitest';
import { buildAssDocument } from './ass-document';
import { groupIntoCues } from './caption-cues';
import { formatSrt, formatVtt } from './caption-files';
import { type CaptionStyle, captionStyleSchema } from './caption-style';
import type { EmojiArt } from './emoji';
import { parseSubtitles } from './subtitle-import';
import type { CaptionWord } from './words';

const SPOKEN =
  'So, here is the plan. We record once & caption it: every word, every pause. ' +
  'Then <3 the edit: cut the umm, keep the good bits! Questions? Ask away… ' +
  'Nothing is lost when you save the file again and come back tomorrow to finish it';

/** Spoken words with uneven lengths, gaps and pauses, as an engine gives them. */
function speech(text = SPOKEN, { from = 480, step = 10 } = {}): CaptionWord[] {
  let at = from;
  return text.split(' ').map((word, index) => {
    const start = at + (index % 7 === 0 ? 1200 : (index % 3) * step);
    const end = start + 150 + ((word.length * 37) % 300);
    at = end;
    return { text: word, start: Math.round(start / step) * step, end: Math.round(end / step) * step };
  });
}

describe('subtitle round trips: our SRT and VTT', () => {
  it.each([
    ['SRT', formatSrt],
    ['VTT', formatVtt],
  ])('%s: the same words, and each cue starts and ends where it did', (_format, format) => {
    const words = speech(SPOKEN, { from: 483, step: 1 });
    const cues = groupIntoCues(words);
    const parsed = parseSubtitles(format(cues)).words;
    expect(parsed.map((word) => word.text)).toEqual(words.map((word) => word.text));
    let next = 0;
    for (const cue of cues) {
      const inCue = parsed.slice(next, next + cue.text.split(' ').length);
      next += inCue.length;
      expect(inCue.map((word) => word.text).join(' ')).toBe(cue.text);
      expect([inCue[0]?.start, inCue.at(-1)?.end]).toEqual([cue.start, cue.end]);
    }
    expect(next).toBe(parsed.length);
  });
});

const fonts = { montserrat: { family: 'Montserrat Thin ExtraBold', weight: 800 } };
const frame = { width: 720, height: 1280 };
const style = (settings: Partial<CaptionStyle> = {}) =>
  captionStyleSchema.parse({ font: 'montserrat', ...settings });
const readAss = (words: CaptionWord[], settings: Partial<CaptionStyle> = {}, options = {}) =>
  parseSubtitles(buildAssDocument(words, style(settings), fonts, { ...frame, ...options }));

// A two-layer emoji, as GET /api/emoji/:name sends it.
const fireArt: EmojiArt = {
  size: 36,
  layers: [
    { color: '#f4900c', opacity: 1, path: 'm 0 0 l 36 0 l 36 36' },
    { color: '#ffcc4d', opacity: 1, path: 'm 4 4 l 30 4 l 30 30' },
  ],
};

describe('subtitle round trips: our styled ASS document', () => {
  it('gives back the words and, from the karaoke, their times (to the 10 ms ASS counts in)', () => {
    const words = speech();
    const { format, words: parsed } = readAss(words);
    expect(format).toBe('ass');
    expect(parsed).toEqual(words.map(({ text, start, end }) => ({ text, start, end })));
  });

  it('leaves out the hook title, and reads each caption once from the box and emoji layers over it', () => {
    const words = speech('Light it 🔥 up tonight in the city of fire', { from: 0 });
    const { words: parsed } = readAss(
      words,
      { backgroundColor: '#000000', wordsPerGroup: 4 },
      { hook: { text: 'Watch this before you post 🔥' }, emoji: new Map([['🔥', fireArt]]) },
    );
    // An emoji drawn from its artwork is a picture, not text: it cannot come back.
    const drawn = words.filter((word) => word.text !== '🔥');
    expect(parsed).toEqual(drawn.map(({ text, start, end }) => ({ text, start, end })));
  });

  it('keeps an emoji without artwork, which the document writes as text', () => {
    const words = speech('Light it 🔥 up', { from: 0 });
    expect(readAss(words).words.map((word) => word.text)).toEqual(['Light', 'it', '🔥', 'up']);
  });

  it.each(['highlight', 'pop', 'none'] as const)(
    'with %s highlighting (no karaoke), gives back the words, each inside its caption’s time',
    (multiAnimationStyle) => {
      const words = speech();
      const document = buildAssDocument(
        words,
        style({ multiAnimationStyle, singleAnimationStyle: 'pop' }),
        fonts,
        frame,
      );
      const events = document
        .split('\n')
        .filter((line) => line.startsWith('Dialogue:'))
        .map((line) => line.split(',').slice(1, 3));
      const parsed = parseSubtitles(document).words;
      expect(parsed.map((word) => word.text)).toEqual(words.map((word) => word.text));
      for (const word of parsed) {
        const shownIn = events.some(
          ([from = '', to = '']) => word.start >= assMs(from) && word.end <= assMs(to),
        );
        expect(shownIn).toBe(true);
      }
    },
  );

  it('gives back the words as shown: capitals when the style or an emphasis writes them so', () => {
    const words: CaptionWord[] = [
      { text: 'make', start: 0, end: 300 },
      { text: 'it', start: 300, end: 500, emphasis: { color: '#ff0000', scale: 1.5, uppercase: true } },
      { text: 'pop', start: 500, end: 900 },
    ];
    expect(readAss(words).words.map((word) => word.text)).toEqual(['make', 'IT', 'pop']);
    expect(readAss(words, { uppercase: true }).words.map((word) => word.text)).toEqual(['MAKE', 'IT', 'POP']);
  });

  it('gives back Chinese words one by one, from their karaoke syllables and through the CJK font switches', () => {
    const words: CaptionWord[] = ['我们', '一起', '看', '字幕'].map((text, index) => ({
      text,
      start: index * 400,
      end: index * 400 + 300,
    }));
    const { words: parsed } = readAss(words, {}, { cjkFamily: 'Noto Sans SC' });
    expect(parsed).toEqual(words);
  });

  it('gives back text that looks like ASS (braces, backslashes) as the words said it', () => {
    const words: CaptionWord[] = [
      { text: '{\\b1}', start: 0, end: 300 },
      { text: 'C:\\Users\\N', start: 300, end: 600 },
    ];
    expect(readAss(words).words.map((word) => word.text)).toEqual(['{\\b1}', 'C:\\Users\\N']);
  });
});

function assMs(time: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return Math.round(((hours * 60 + minutes) * 60 + seconds) * 1000);
}
