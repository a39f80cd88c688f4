import { describe, expect, it } from 'vitest';
import { failure, read, texts } from './subtitle-test-reads';

const ass = (...events: string[]) =>
  [
    '[Script Info]',
    'ScriptType: v4.00+',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize',
    'Style: Default,Arial,20',
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...events,
    '',
  ].join('\n');

describe('parseSubtitles: ASS and SSA', () => {
  it('reads the fields in the order of the Format line, the text with its commas', () => {
    const file = [
      '[Events]',
      'Format: Start, Name, End, Style, Text',
      'Dialogue: 0:00:01.00,x,0:00:03.00,Default,Well, then, we go',
    ].join('\n');
    expect(read(file)).toEqual([
      { text: 'Well,', start: 1000, end: 1714 },
      { text: 'then,', start: 1714, end: 2429 },
      { text: 'we', start: 2429, end: 2714 },
      { text: 'go', start: 2714, end: 3000 },
    ]);
  });

  it('takes out override blocks, comments in braces and drawings, and reads line breaks and hard spaces', () => {
    const file = ass(
      'Dialogue: 0,0:00:01.00,0:00:04.00,Default,,0,0,0,,{\\an8\\pos(10,20)\\c&H00FFFF&}Big{\\i1} news{a note}\\Nfor\\nyou\\hall {\\p1}m 0 0 l 10 10{\\p0}today',
    );
    expect(texts(file)).toEqual(['Big', 'news', 'for', 'you\u00a0all', 'today']);
  });

  it('reads escaped braces and our escaped backslashes as the characters', () => {
    const file = ass('Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,\\{not a tag\\} a\\\u2060b');
    expect(texts(file)).toEqual(['{not', 'a', 'tag}', 'a\\b']);
  });

  it('ignores Comment lines and other events', () => {
    const file = ass(
      'Comment: 0,0:00:00.00,0:00:01.00,Default,,0,0,0,,Translator note',
      'Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Spoken',
      'Sound: 0,0:00:02.00,0:00:03.00,Default,,0,0,0,,bang.wav',
    );
    expect(texts(file)).toEqual(['Spoken']);
  });

  it('times words by their karaoke syllables, a word sung over several', () => {
    const file = ass(
      'Dialogue: 0,0:00:01.00,0:00:05.00,Default,,0,0,0,,{\\k50}Ka{\\kf50}ra{\\ko100}o{\\K100}ke {\\k20}{\\k80}time',
    );
    expect(read(file)).toEqual([
      { text: 'Karaoke', start: 1000, end: 4000 },
      { text: 'time', start: 4200, end: 5000 },
    ]);
  });

  it('reads a file without a Format line in the ASS v4+ field order', () => {
    expect(texts('[Events]\nDialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Hi, you')).toEqual([
      'Hi,',
      'you',
    ]);
  });

  it('keeps a third-party file’s lines on a style named Hook', () => {
    const file = ass('Dialogue: 0,0:00:01.00,0:00:02.00,Hook,,0,0,0,,Listen').replace(
      'Style: Default,Arial,20',
      'Style: Hook,Arial,20',
    );
    expect(texts(file)).toEqual(['Listen']);
  });

  it.each([
    [
      'a file without [Events]',
      '[Script Info]\nTitle: nothing\n',
      'This ASS file has no [Events] section, where its Dialogue lines go.',
    ],
    [
      'a Format line without Start',
      '[Events]\nFormat: Layer, End, Text\n',
      'Line 2: the Format line of [Events] must name Start, End and Text.',
    ],
    [
      'a Format line that does not end with Text',
      '[Events]\nFormat: Start, End, Text, Style\n',
      'Line 2: the Format line of [Events] must end with Text.',
    ],
    [
      'a Dialogue line with too few fields',
      ass('Dialogue: 0,0:00:01.00,0:00:02.00,Default'),
      'Line 10: this Dialogue line has 4 fields where the Format line names 10.',
    ],
    [
      'an unreadable time',
      ass('Dialogue: 0,0:00:01.00,soon,Default,,0,0,0,,Hi'),
      'Line 10: the end time should look like 0:00:01.00.',
    ],
    [
      'an [Events] section without Dialogue lines',
      ass('Comment: 0,0:00:00.00,0:00:01.00,Default,,0,0,0,,Nothing said'),
      'No subtitles found: the [Events] section of this ASS file has no Dialogue line with text.',
    ],
  ])('refuses %s', (_case, file, message) => {
    expect(failure(file)).toBe(message);
  });
});
