import { parse } from 'subsrt-ts';
import { describe, expect, it } from 'vitest';
import { formatSrt, formatVtt } from './caption-files';

const cues = [
  { start: 0, end: 1250, text: 'Welcome to Captionist.' },
  { start: 1300, end: 3_723_004, text: 'Fish & chips <b>bold</b> --> here' },
];

describe('caption files', () => {
  it('writes SubRip that a subtitle parser reads back exactly', () => {
    const srt = formatSrt(cues);
    expect(srt).toContain('2\n00:00:01,300 --> 01:02:03,004\n');
    const parsed = parse(srt, { format: 'srt' }).filter((caption) => caption.type === 'caption');
    // `content` is the cue text as written (`text` is the parser's tag-stripped reading).
    expect(parsed.map((caption) => caption.type === 'caption' && caption.content)).toEqual(
      cues.map((cue) => cue.text),
    );
    expect(parsed.map((caption) => caption.type === 'caption' && [caption.start, caption.end])).toEqual(
      cues.map((cue) => [cue.start, cue.end]),
    );
  });

  it('writes WebVTT with markup characters escaped, which a parser reads back exactly', () => {
    const vtt = formatVtt(cues);
    expect(vtt.startsWith('WEBVTT\n\n00:00:00.000 --> 00:00:01.250\n')).toBe(true);
    expect(vtt).toContain('Fish &amp; chips &lt;b&gt;bold&lt;/b&gt; --&gt; here');
    const parsed = parse(vtt, { format: 'vtt' }).filter((caption) => caption.type === 'caption');
    expect(parsed.map(({ start, end }) => ({ start, end }))).toEqual(
      cues.map(({ start, end }) => ({ start, end })),
    );
    expect(parsed[1]?.content).toBe('Fish &amp; chips &lt;b&gt;bold&lt;/b&gt; --&gt; here');
  });

  it('writes valid empty documents for an empty transcript', () => {
    expect(formatSrt([])).toBe('');
    expect(formatVtt([])).toBe('WEBVTT\n\n');
    expect(parse(formatVtt([]), { format: 'vtt' }).filter((c) => c.type === 'caption')).toEqual([]);
  });
});
