// The worst files of the largest size read to the end: tags that never close, which patterns
// retried from every opening (a line of 512k "<" took 104 s), and more words than a transcript holds.
import { describe, expect, it } from 'vitest';
import { SUBTITLE_TEXT_MAX_CHARS, SUBTITLE_WORD_MAX_CHARS, SUBTITLE_WORDS_MAX } from './subtitle-import';
import { failure, read } from './subtitle-test-reads';

const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:30.000\n';
const SRT = '1\n00:00:00,000 --> 00:00:30,000\n';
const ASS = '[Events]\nDialogue: 0,0:00:00.00,0:00:30.00,Default,,0,0,0,,';

/** A file of the largest size: the header, then `piece` over and over. */
const fill = (header: string, piece: string) =>
  header + piece.repeat(Math.floor((SUBTITLE_TEXT_MAX_CHARS - header.length - 1) / piece.length));

// Each file is a few seconds of work on a busy machine: the default 5 s is no limit for it.
describe('parseSubtitles on the worst 2 MB files', { timeout: 60_000 }, () => {
  it.each([
    ['WebVTT of "<"', VTT, '<'],
    ['WebVTT of "<b"', VTT, '<b'],
    ['WebVTT of "<rt"', VTT, '<rt'],
    ['WebVTT of "<0:00:01.000"', VTT, '<0:00:01.000'],
    ['SRT of "<b"', SRT, '<b'],
    ['SRT of "{\\"', SRT, '{\\'],
    ['ASS of "{\\"', ASS, '{\\'],
    ['one long line', SRT, 'a'],
  ])('reads %s as its text, cut into words of the longest length', (_name, header, piece) => {
    const file = fill(header, piece);
    const words = read(file);
    const text = file.slice(header.length);
    expect(words.length).toBe(Math.ceil(text.length / SUBTITLE_WORD_MAX_CHARS));
    expect(words.map((word) => word.text).join('')).toBe(text);
  });

  it('reads 2 MB of karaoke syllables sung as one word', () => {
    const words = read(fill(ASS, '{\\k1}a'));
    expect(words.map((word) => word.text).join('')).toMatch(/^a+$/);
    expect(words.every((word) => word.text.length <= SUBTITLE_WORD_MAX_CHARS)).toBe(true);
  });

  it.each([
    ['a million words', fill(SRT, 'a ')],
    ['200 000 karaoke syllables, each a word', ASS + '{\\k1}a '.repeat(200_000)],
    ['tags that never close between the words', fill(VTT, '< ')],
  ])('refuses %s naming the most words a transcript holds', (_name, file) => {
    expect(failure(file)).toMatch(
      `the subtitles go past ${SUBTITLE_WORDS_MAX} words, the most a transcript can hold.`,
    );
  });
});
