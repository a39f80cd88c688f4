import { describe, expect, it } from 'vitest';
import { failure, read, texts } from './subtitle-test-reads';

const TIMING_HELP = 'the timing line should look like 00:00:01,000 --> 00:00:02,500.';

describe('parseSubtitles: SubRip (.srt)', () => {
  it('reads numbered cues with text over several lines', () => {
    const file = '1\n00:00:01,000 --> 00:00:02,000\nHello\nworld\n\n2\n00:00:02,500 --> 00:00:03,000\nBye\n';
    expect(read(file)).toEqual([
      { text: 'Hello', start: 1000, end: 1500 },
      { text: 'world', start: 1500, end: 2000 },
      { text: 'Bye', start: 2500, end: 3000 },
    ]);
  });

  it('reads cues without numbers, with odd numbers, or with numbers out of sequence', () => {
    const file =
      '00:00:01,000 --> 00:00:02,000\none\n\n#2\n00:00:03,000 --> 00:00:04,000\ntwo\n\n' +
      '17\n00:00:05,000 --> 00:00:06,000\nthree\n';
    expect(texts(file)).toEqual(['one', 'two', 'three']);
  });

  it('reads cues with no blank line between them', () => {
    const file = '1\n00:00:01,000 --> 00:00:02,000\none\n2\n00:00:03,000 --> 00:00:04,000\ntwo\n';
    expect(read(file)).toEqual([
      { text: 'one', start: 1000, end: 2000 },
      { text: 'two', start: 3000, end: 4000 },
    ]);
  });

  it('keeps text after a stray blank line inside a cue with that cue', () => {
    const file =
      '1\n00:00:01,000 --> 00:00:02,000\nHello\n\nworld\n\n2\n00:00:03,000 --> 00:00:04,000\nBye\n';
    expect(texts(file)).toEqual(['Hello', 'world', 'Bye']);
  });

  it('ignores a last cue number with nothing after it (a file cut short)', () => {
    expect(texts('1\n00:00:01,000 --> 00:00:02,000\nHello\n\n2\n')).toEqual(['Hello']);
  });

  it('takes out <i>, <b>, <u>, <font> and {\\an8}-style tags, but not other angle brackets', () => {
    const file =
      '1\n00:00:01,000 --> 00:00:03,000\n{\\an8}<i>Very</i> <B>loud</B> <font color="#ff0000">red</font> <3\n';
    expect(texts(file)).toEqual(['Very', 'loud', 'red', '<3']);
  });

  it('reads times with a dot, without hours, with fewer digits, and with coordinates after them', () => {
    const file =
      '1\n00:00:01.000 --> 00:00:02.000\na\n\n2\n00:03,000 --> 00:04,5\nb\n\n' +
      '3\n0:00:05,000-->0:00:06,000 X1:10 X2:20 Y1:30 Y2:40\nc\n';
    expect(read(file)).toEqual([
      { text: 'a', start: 1000, end: 2000 },
      { text: 'b', start: 3000, end: 4500 },
      { text: 'c', start: 5000, end: 6000 },
    ]);
  });

  it.each([
    ['an arrow that is not -->', '1\n00:00:01,000 -> 00:00:02,000\nHi\n', `Line 2: ${TIMING_HELP}`],
    ['a time that is not a time', '1\n00:00:01,000 --> soon\nHi\n', `Line 2: ${TIMING_HELP}`],
    ['a number followed by text', '1\nHello there\n', `Line 2: ${TIMING_HELP}`],
    [
      'a broken timing line further down',
      '1\n00:00:01,000 --> 00:00:02,000\nHi\n\n2\n00:00:03,000 00:00:04,000\nBye\n',
      `Line 6: ${TIMING_HELP}`,
    ],
    [
      'minutes past 59',
      '1\n00:75:01,000 --> 00:75:02,000\nHi\n',
      'Line 2: 00:75:01,000 is not a time: minutes and seconds go up to 59.',
    ],
    [
      'text before the first cue',
      'Subtitles by someone\n\n1\n00:00:01,000 --> 00:00:02,000\nHi\n',
      'Line 1: expected a cue number or a timing line like 00:00:01,000 --> 00:00:02,500. Is this an SRT file?',
    ],
  ])('refuses %s, naming the line', (_case, file, message) => {
    expect(failure(file)).toBe(message);
  });
});
