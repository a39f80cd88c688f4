import { describe, expect, it } from 'vitest';
import {
  parseSubtitles,
  SUBTITLE_CUES_MAX,
  SUBTITLE_TEXT_MAX_CHARS,
  SUBTITLE_WORD_MAX_CHARS,
  SUBTITLE_WORDS_MAX,
  SubtitleImportError,
} from './subtitle-import';

const texts = (text: string, options = {}) => parseSubtitles(text, options).words.map((word) => word.text);

/** The error a file gives, as its line and message. */
function failure(text: string, options = {}) {
  try {
    parseSubtitles(text, options);
  } catch (error) {
    if (error instanceof SubtitleImportError) return { line: error.line, message: error.message };
    throw error;
  }
  throw new Error('the file was read');
}

const srtCue = (index: number, from: string, to: string, text: string) =>
  `${index}\n${from} --> ${to}\n${text}\n\n`;

describe('parseSubtitles: words and their times', () => {
  it("shares a cue's time among its words in proportion to their length", () => {
    const { words } = parseSubtitles(srtCue(1, '00:00:01,000', '00:00:02,000', 'I am here'));
    // 1 + 2 + 4 characters over 1000 ms.
    expect(words).toEqual([
      { text: 'I', start: 1000, end: 1143 },
      { text: 'am', start: 1143, end: 1429 },
      { text: 'here', start: 1429, end: 2000 },
    ]);
  });

  it('keeps punctuation on the word it follows, and "&", "♪" and emoji as words of their own', () => {
    expect(texts(srtCue(1, '00:00:00,000', '00:00:03,000', '¿ Qué ? Tom & Jerry ... ♪ 🎉'))).toEqual([
      '¿Qué?',
      'Tom',
      '&',
      'Jerry...',
      '♪',
      '🎉',
    ]);
  });

  it('leaves out the dash that marks a new speaker, but not a minus', () => {
    expect(texts(srtCue(1, '00:00:00,000', '00:00:03,000', '- Ready?\n-Yes.\n-5 degrees'))).toEqual([
      'Ready?',
      'Yes.',
      '-5',
      'degrees',
    ]);
  });

  it('keeps a no-break space inside the word it binds', () => {
    const vtt = 'WEBVTT\n\n00:00.000 --> 00:02.000\nBonjour&nbsp;! Ça va\n';
    expect(texts(vtt)).toEqual(['Bonjour\u00a0!', 'Ça', 'va']);
  });

  it('cuts text written without spaces (Chinese, Japanese, Thai) into its words', () => {
    expect(texts(srtCue(1, '00:00:00,000', '00:00:03,000', '我们去吃饭吧。'))).toEqual([
      '我们',
      '去',
      '吃饭',
      '吧。',
    ]);
    expect(texts(srtCue(1, '00:00:00,000', '00:00:03,000', 'สวัสดีครับ'))).toEqual(['สวัสดี', 'ครับ']);
  });

  it(`cuts a "word" longer than ${SUBTITLE_WORD_MAX_CHARS} characters into pieces`, () => {
    const long = 'x'.repeat(250);
    const { words } = parseSubtitles(srtCue(1, '00:00:00,000', '00:00:02,500', long));
    expect(words.map((word) => word.text.length)).toEqual([100, 100, 50]);
    expect(words.map((word) => [word.start, word.end])).toEqual([
      [0, 1000],
      [1000, 2000],
      [2000, 2500],
    ]);
  });

  it('gives every word at least a millisecond, in order, even in a cue too short for them', () => {
    const { words } = parseSubtitles(srtCue(1, '00:00:01,000', '00:00:01,002', 'a b c d'));
    for (const [index, word] of words.entries()) {
      expect(word.end).toBeGreaterThan(word.start);
      expect(word.start).toBeGreaterThanOrEqual(words[index - 1]?.start ?? 0);
    }
    expect(words.map((word) => word.text)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('parseSubtitles: cues in time', () => {
  it('sorts cues given out of order', () => {
    const file =
      srtCue(2, '00:00:05,000', '00:00:06,000', 'later') + srtCue(1, '00:00:01,000', '00:00:02,000', 'first');
    expect(texts(file)).toEqual(['first', 'later']);
  });

  it('ends a cue where an overlapping one starts, so their words never interleave', () => {
    const file =
      srtCue(1, '00:00:01,000', '00:00:05,000', 'one two') +
      srtCue(2, '00:00:02,000', '00:00:03,000', 'three');
    expect(parseSubtitles(file).words).toEqual([
      { text: 'one', start: 1000, end: 1500 },
      { text: 'two', start: 1500, end: 2000 },
      { text: 'three', start: 2000, end: 3000 },
    ]);
  });

  it('reads cues that start together as one, in file order', () => {
    const file =
      srtCue(1, '00:00:01,000', '00:00:02,000', 'Hi') + srtCue(2, '00:00:01,000', '00:00:03,000', 'there');
    expect(parseSubtitles(file).words).toEqual([
      { text: 'Hi', start: 1000, end: 1571 },
      { text: 'there', start: 1571, end: 3000 },
    ]);
  });

  it('reads an exact repeat of a cue once', () => {
    const cue = srtCue(1, '00:00:01,000', '00:00:02,000', 'echo');
    expect(texts(cue + cue)).toEqual(['echo']);
  });

  it('skips cues that are never on screen (ending when or before they start) and cues without text', () => {
    const file =
      srtCue(1, '00:00:01,000', '00:00:01,000', 'zero') +
      srtCue(2, '00:00:03,000', '00:00:02,000', 'negative') +
      srtCue(3, '00:00:04,000', '00:00:05,000', '<i></i>') +
      srtCue(4, '00:00:06,000', '00:00:07,000', 'shown');
    expect(parseSubtitles(file).words).toEqual([{ text: 'shown', start: 6000, end: 7000 }]);
  });

  it('reads times past 24 hours as they are', () => {
    expect(parseSubtitles(srtCue(1, '25:00:00,000', '25:00:01,500', 'late')).words).toEqual([
      { text: 'late', start: 90_000_000, end: 90_001_500 },
    ]);
  });

  it('cuts a cue running past the end of the video at its end', () => {
    const { words } = parseSubtitles(srtCue(1, '00:00:01,000', '00:00:09,000', 'the end'), {
      durationMs: 2000,
    });
    expect(words).toEqual([
      { text: 'the', start: 1000, end: 1500 },
      { text: 'end', start: 1500, end: 2000 },
    ]);
  });

  it('refuses a cue starting after the video ends, naming its line: likely the file of another video', () => {
    const file =
      srtCue(1, '00:00:01,000', '00:00:02,000', 'ok') + srtCue(2, '00:01:00,000', '00:01:02,000', 'late');
    expect(failure(file, { durationMs: 30_000 })).toEqual({
      line: 6,
      message:
        'Line 6: this cue starts at 0:01:00.000, after the video ends (at 0:00:30.000). Is this the subtitle file of this video?',
    });
  });
});

describe('parseSubtitles: the text of the file', () => {
  const file =
    srtCue(1, '00:00:01,000', '00:00:02,000', 'Hello\nworld') +
    srtCue(2, '00:00:03,000', '00:00:04,000', 'again');

  it('reads a byte order mark and CRLF, CR or LF line endings alike', () => {
    const expected = parseSubtitles(file).words;
    expect(parseSubtitles(`\uFEFF${file.replaceAll('\n', '\r\n')}`).words).toEqual(expected);
    expect(parseSubtitles(file.replaceAll('\n', '\r')).words).toEqual(expected);
  });

  it('refuses a NUL character (UTF-16 or not text at all), naming its line', () => {
    expect(failure(file.replace('again', 'ag\u0000ain'))).toEqual({
      line: 8,
      message:
        'Line 8: this file holds a NUL character, so it is not UTF-8 text (it may be saved as UTF-16). Save it as UTF-8 and try again.',
    });
  });

  it('drops other control characters, such as a DOS end-of-file mark, and lone surrogates', () => {
    expect(texts(`${file.replace('world', 'wor\u0007ld\u0085')}\u001a`)).toEqual(['Hello', 'world', 'again']);
    expect(texts(file.replace('again', 'again\ud800'))).toEqual(['Hello', 'world', 'again\ufffd']);
  });

  it('refuses an empty file, or one of blank lines', () => {
    expect(failure('')).toEqual({ line: null, message: 'The file is empty.' });
    expect(failure('\uFEFF \r\n\n')).toEqual({ line: null, message: 'The file is empty.' });
  });

  it('refuses a file without a cue that shows text', () => {
    expect(failure(srtCue(1, '00:00:01,000', '00:00:01,000', 'never shown')).message).toMatch(
      /^No subtitles found: an SRT file has numbered cues/,
    );
    expect(failure('WEBVTT\n\nNOTE nothing here\n').message).toBe(
      'No subtitles found: the WebVTT file has no cue with text after its header.',
    );
  });
});

describe('parseSubtitles: the format', () => {
  it('tells the format from the content, whatever the name said', () => {
    const vtt = 'WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n';
    expect(parseSubtitles(vtt, { format: 'srt' }).format).toBe('vtt');
    const ass = '[Events]\nDialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Hi\n';
    expect(parseSubtitles(ass, { format: 'vtt' }).format).toBe('ass');
    expect(parseSubtitles(srtCue(1, '00:00:01,000', '00:00:02,000', 'Hi')).format).toBe('srt');
  });

  it('reads a WebVTT file without its header when the name says .vtt', () => {
    const headless = 'intro\n00:01.000 --> 00:02.000\n<i>Hi</i> &amp; bye\n';
    expect(parseSubtitles(headless, { format: 'vtt' })).toEqual({
      format: 'vtt',
      words: [
        { text: 'Hi', start: 1000, end: 1333 },
        { text: '&', start: 1333, end: 1500 },
        { text: 'bye', start: 1500, end: 2000 },
      ],
    });
  });
});

describe('parseSubtitles: limits', () => {
  it('refuses a file over 2 MB', () => {
    expect(failure('x'.repeat(SUBTITLE_TEXT_MAX_CHARS + 1))).toEqual({
      line: null,
      message: 'This file is too large: a subtitle file may be at most 2 MB.',
    });
  });

  it(`refuses more than ${SUBTITLE_WORDS_MAX} words, naming the cue that goes past`, () => {
    const words = Array.from({ length: 1000 }, () => 'a').join(' ');
    // Cues of 1,000 words, one more than the limit holds; each cue takes 4 lines.
    const cues = SUBTITLE_WORDS_MAX / 1000 + 1;
    const file = Array.from({ length: cues }, (_, i) =>
      srtCue(
        i + 1,
        `00:${String(i).padStart(2, '0')}:00,000`,
        `00:${String(i).padStart(2, '0')}:30,000`,
        words,
      ),
    ).join('');
    const line = 4 * (cues - 1) + 2;
    expect(failure(file)).toEqual({
      line,
      message: `Line ${line}: the subtitles go past ${SUBTITLE_WORDS_MAX} words, the most a transcript can hold.`,
    });
  });

  it(`refuses more than ${SUBTITLE_CUES_MAX} cues`, () => {
    const cue = '0:1.0-->0:1.0\n\n';
    expect(failure(cue.repeat(SUBTITLE_CUES_MAX + 1))).toEqual({
      line: 200_001,
      message: `Line 200001: the file has more than ${SUBTITLE_CUES_MAX} cues, more than we read.`,
    });
  });
});
