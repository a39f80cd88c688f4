import { describe, expect, it } from 'vitest';
import { failure, read, texts } from './subtitle-test-reads';

describe('parseSubtitles: WebVTT (.vtt)', () => {
  it('skips the header text and metadata, NOTE, STYLE and REGION blocks and cue identifiers', () => {
    const file = [
      'WEBVTT - Our talk',
      'Kind: captions',
      'Language: en',
      '',
      'REGION',
      'id:fred width:40%',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'NOTE This is a comment',
      'over two lines',
      '',
      'intro',
      '00:00:01.000 --> 00:00:02.000',
      'Hello there',
      '',
      '2',
      '00:00:02.000 --> 00:00:03.000',
      'friend',
      '',
    ].join('\n');
    expect(read(file)).toEqual([
      { text: 'Hello', start: 1000, end: 1500 },
      { text: 'there', start: 1500, end: 2000 },
      { text: 'friend', start: 2000, end: 3000 },
    ]);
  });

  it('reads hour-less times and ignores cue settings after the timing', () => {
    const file = 'WEBVTT\n\n01:02.500 --> 01:04.000 align:start position:10% line:0\nHi\n';
    expect(read(file)).toEqual([{ text: 'Hi', start: 62_500, end: 64_000 }]);
  });

  it('takes out voice, class, style and language tags and ruby readings, and reads entities', () => {
    const file = [
      'WEBVTT',
      '',
      '00:00:01.000 --> 00:00:05.000',
      '<v Roger Bingham>We are in <c.highlight>New York</c> &amp; <i>Paris</i></v>',
      '<v.loud Esme>&lt;3&gt; &#x263A; &#9731;&lrm;</v> <ruby>漢<rt>かん</rt></ruby> <lang en>ok</lang>',
      '',
    ].join('\n');
    expect(texts(file)).toEqual([
      'We',
      'are',
      'in',
      'New',
      'York',
      '&',
      'Paris',
      '<3>',
      '☺',
      '☃',
      '漢',
      'ok',
    ]);
  });

  it('times words from the timestamps inside a cue (karaoke style)', () => {
    const file = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nNever <00:00:02.000>gonna <00:00:03.500>give\n';
    expect(read(file)).toEqual([
      { text: 'Never', start: 1000, end: 2000 },
      { text: 'gonna', start: 2000, end: 3500 },
      { text: 'give', start: 3500, end: 4000 },
    ]);
  });

  it('reads a cue missing the blank line after the header', () => {
    expect(texts('WEBVTT\n00:01.000 --> 00:02.000\nHi\n')).toEqual(['Hi']);
  });

  it.each([
    ['a broken timing line', 'WEBVTT\n\n00:01.000 -> 00:02.000\nHi\n', 'Line 3'],
    ['a timing line with an unreadable time', 'WEBVTT\n\nid\n00:01.000 --> later\nHi\n', 'Line 4'],
  ])('refuses %s, naming the line', (_case, file, line) => {
    expect(failure(file)).toBe(`${line}: the timing line should look like 00:00:01.000 --> 00:00:02.500.`);
  });
});
