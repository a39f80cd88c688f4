import { describe, expect, it } from 'vitest';
import { buildAssDocument } from './ass-document';
import { type CaptionStyle, captionStyleSchema } from './caption-style';
import type { CaptionWord } from './words';

const fonts = {
  montserrat: { family: 'Montserrat Thin ExtraBold', weight: 800 },
  inter: [
    { family: 'Inter', weight: 400 },
    { family: 'Inter SemiBold', weight: 600 },
  ],
};
const frame = { width: 720, height: 1280 };

/** Words 300 ms long, 100 ms apart, from 500 ms. */
function spoken(text: string, from = 500, separator = ' ') {
  return text
    .split(separator)
    .map((word, n) => ({ text: word, start: from + n * 400, end: from + n * 400 + 300, confidence: 1 }));
}
const style = (settings: Partial<CaptionStyle> = {}) =>
  captionStyleSchema.parse({ font: 'montserrat', ...settings });
const build = (
  settings: Partial<CaptionStyle> = {},
  words: CaptionWord[] = spoken('We turn every word into captions'),
) => buildAssDocument(words, style(settings), fonts, frame);
const dialogues = (ass: string) => ass.split('\n').filter((line) => line.startsWith('Dialogue:'));
const styleLine = (ass: string, name: string) =>
  ass
    .split('\n')
    .find((line) => line.startsWith(`Style: ${name},`))
    ?.split(',');

describe('buildAssDocument: the document', () => {
  it('matches the golden file for the default style', async () => {
    await expect(build()).toMatchFileSnapshot('__snapshots__/default-style.ass');
  });

  it('draws on the real frame, in the real font family, at the size scaled from 1080 px', () => {
    const ass = build({ isAutoSize: false });
    expect(ass).toContain('\nPlayResX: 720\nPlayResY: 1280\n');
    expect(ass).toContain('\nWrapStyle: 2\n');
    const caption = styleLine(ass, 'Caption');
    expect(caption?.[1]).toBe('Montserrat Thin ExtraBold');
    expect(caption?.[2]).toBe('53.33'); // 80 px at 1080 wide → 80 × 720 / 1080
    expect(caption?.[18]).toBe('5'); // centred on its \pos
    // fontWeight goes into \b: libass reads the style line's Bold as on/off only.
    expect(dialogues(ass)[0]).toContain('\\b600');
  });

  it('writes the colours, with alpha, in ASS order', () => {
    const caption = styleLine(
      build({
        primaryColor: '#ffcc00',
        fillColor: '#11223380',
        strokeColor: '#000000',
        shadowColor: '#ff0000ff',
      }),
      'Caption',
    );
    expect(caption?.slice(3, 7)).toEqual(['&H0000CCFF', '&H7F332211', '&H00000000', '&H000000FF']);
  });

  it('turns stroke and shadow sizes into outline and shadow widths scaled to the frame', () => {
    const widths = (['none', 'sm', 'md', 'lg', 'xl'] as const).map((size) => {
      const caption = styleLine(build({ strokeSize: size, shadowSize: size }), 'Caption');
      return [caption?.[16], caption?.[17]];
    });
    expect(widths).toEqual([
      ['0', '0'],
      ['1.33', '1.33'],
      ['2.67', '2.67'],
      ['4', '4.67'],
      ['6', '6.67'],
    ]);
  });

  it('places the caption centre at position percent of the height', () => {
    expect(dialogues(build({ position: 50 }))[0]).toContain('\\pos(360,640)');
    expect(dialogues(build())[0]).toContain('\\pos(360,1024)');
  });

  it('writes uppercase and italic, and picks the face nearest the weight', () => {
    const ass = buildAssDocument(
      spoken('hello world'),
      style({ font: 'inter', uppercase: true, italic: true, fontWeight: 700 }),
      fonts,
      frame,
    );
    expect(styleLine(ass, 'Caption')?.[1]).toBe('Inter SemiBold');
    expect(styleLine(ass, 'Caption')?.[8]).toBe('-1');
    expect(dialogues(ass)[0]).toMatch(/}HELLO \{[^}]*}WORLD$/);
    expect(
      styleLine(
        buildAssDocument([], style({ font: 'inter', fontWeight: 400 }), fonts, frame),
        'Caption',
      )?.[1],
    ).toBe('Inter');
  });

  it('keeps a caption on screen until the next one, and lets it go at a pause', () => {
    const words = [...spoken('one two three four'), ...spoken('later', 5000)];
    const times = dialogues(build({}, words)).map((line) => line.split(',').slice(1, 3).join(' → '));
    // Four words at three per group read two and two (no orphan).
    expect(times).toEqual(['0:00:00.50 → 0:00:01.30', '0:00:01.30 → 0:00:02.00', '0:00:05.00 → 0:00:05.30']);
  });

  it('names a family the style line cannot hold (a comma) with \\fn as well', () => {
    const ass = buildAssDocument(
      spoken('hi'),
      style({ font: 'odd' }),
      { odd: { family: 'Odd, Inc', weight: 400 } },
      frame,
    );
    expect(styleLine(ass, 'Caption')?.[1]).toBe('Odd  Inc');
    expect(dialogues(ass)[0]).toContain('\\fnOdd, Inc');
  });
});

describe('buildAssDocument: user text stays text', () => {
  it('escapes braces, backslashes and line breaks so no tag or event can be injected', () => {
    const words = [
      { text: '{\\pos(0,0)\\c&H0000FF&}hacked', start: 0, end: 300 },
      { text: 'a\\Nb', start: 400, end: 700 },
      { text: 'x\nDialogue: 9,0:00:00.00,9:00:00.00,Caption,,0,0,0,,evil', start: 800, end: 900 },
    ];
    const ass = build({ wordsPerGroup: 3, multiAnimationStyle: 'none' }, words);
    const lines = dialogues(ass);
    expect(lines.every((l) => l.startsWith('Dialogue: 1,'))).toBe(true);
    expect(ass.split('\n').filter((l) => l.includes('evil'))).toHaveLength(1);
    const line = lines.join('\n');
    expect(line).toContain('\\{\\\u2060pos(0,0)\\\u2060c&H0000FF&\\}hacked');
    expect(line).toContain('a\\\u2060Nb');
    expect(line).toContain('x Dialogue: 9');
    // Only our own override blocks (one per event) open a brace that libass would read.
    expect(line.replace(/\\[{}]/g, '').match(/\{/g)).toHaveLength(lines.length);
  });
});

describe('buildAssDocument: word animations (multiAnimationStyle)', () => {
  it('fill sweeps each word with \\kf from fillColor to primaryColor, gaps as \\k', () => {
    const ass = build({ multiAnimationStyle: 'fill' });
    expect(styleLine(ass, 'Caption')?.slice(3, 5)).toEqual(['&H00FFFFFF', '&H00808080']);
    expect(dialogues(ass)[0]).toMatch(/\{[^}]*\\kf30}We \{\\k10\\kf30}turn \{\\k10\\kf30}every$/);
  });

  it('highlight recolours the spoken word with fillColor until the next word starts', () => {
    const line = dialogues(build({ multiAnimationStyle: 'highlight', fillColor: '#00ff00' }))[0];
    expect(line).toContain('\\1c&HFFFFFF&\\t(0,1,\\1c&H00FF00&)\\t(400,401,\\1c&HFFFFFF&)}We ');
    expect(line).toContain('\\1c&HFFFFFF&\\t(800,801,\\1c&H00FF00&)}every');
    expect(line).not.toContain('\\k');
  });

  it('pop grows the spoken word to 120 % and back', () => {
    const line = dialogues(build({ multiAnimationStyle: 'pop' }))[0];
    expect(line).toContain('{\\t(400,480,\\fscx120\\fscy120)\\t(800,880,\\fscx100\\fscy100)}turn ');
  });

  it('none leaves the words alone', () => {
    expect(dialogues(build({ multiAnimationStyle: 'none' }))[0]).toBe(
      'Dialogue: 1,0:00:00.50,0:00:01.70,Caption,,0,0,0,,{\\an5\\pos(360,1024)\\b600}We turn every',
    );
  });
});

describe('buildAssDocument: group animations (singleAnimation*)', () => {
  const first = (settings: Partial<CaptionStyle>) =>
    dialogues(build({ multiAnimationStyle: 'none', ...settings }))[0] ?? '';

  it('basic shows the group at once; fade fades it in (and out before a pause)', () => {
    expect(first({ singleAnimationStyle: 'basic' })).not.toMatch(/\\fad|\\t\(|\\move/);
    expect(first({ singleAnimationStyle: 'fade' })).toContain('\\fad(200,0)');
    const last = dialogues(build({ singleAnimationStyle: 'fade' })).at(-1);
    expect(last).toContain('\\fad(200,150)');
  });

  it('pop scales each word from 0 along the §9 spring, overshooting before settling at 100 %', () => {
    const line = first({ singleAnimationStyle: 'pop' });
    const scales = [...line.matchAll(/\\fscx([\d.]+)/g)].map((m) => Number(m[1]));
    expect(line).toContain('{\\an5\\pos(360,1024)\\b600\\fscx0\\fscy0\\t(0,');
    expect(Math.max(...scales)).toBeGreaterThan(110);
    expect(scales.at(-1)).toBe(100);
  });

  it('bounce wobbles in from 60 % with a looser spring', () => {
    const line = first({ singleAnimationStyle: 'bounce' });
    expect(line).toContain('\\fscx60\\fscy60\\t(0,');
    const scales = [...(line.split('}')[0] ?? '').matchAll(/\\fscx([\d.]+)/g)].map((m) => Number(m[1]));
    expect(scales.filter((s, i) => i > 0 && s < (scales[i - 1] ?? 0)).length).toBeGreaterThan(1);
  });

  it('typewriter hides each later word until it is spoken', () => {
    const line = first({ singleAnimationStyle: 'typewriter' });
    expect(line).toContain('{\\alpha&HFF&\\t(400,401,\\1a&H00&\\2a&H00&\\3a&H00&\\4a&H00&)}turn ');
    expect(line).toMatch(/\\b600}We /);
  });

  it('directions slide the group in by one font size with \\move', () => {
    // At the style's own size (53.33 px here), which auto size would grow.
    const first = (settings: Partial<CaptionStyle>) =>
      dialogues(build({ multiAnimationStyle: 'none', isAutoSize: false, ...settings }))[0] ?? '';
    expect(first({ singleAnimationDirection: 'up' })).toContain('\\move(360,1077.33,360,1024,0,250)');
    expect(first({ singleAnimationDirection: 'down' })).toContain('\\move(360,970.67,360,1024,0,250)');
    expect(first({ singleAnimationDirection: 'left' })).toContain('\\move(413.33,1024,360,1024,0,250)');
    expect(first({ singleAnimationDirection: 'right' })).toContain('\\move(306.67,1024,360,1024,0,250)');
  });

  it('singleAnimationScale grows the group from 80 %', () => {
    expect(first({ singleAnimationScale: true })).toContain(
      '\\fscx80\\fscy80\\t(0,250,0.5,\\fscx100\\fscy100)',
    );
  });
});

describe('buildAssDocument: layout', () => {
  const long = spoken('Extraordinarily uncharacteristically incomprehensible');

  it('isAutoSize shrinks a group that is wider than the safe width', () => {
    const line = dialogues(
      build({ isAutoSize: true, multiAnimationStyle: 'none', wordsPerGroup: 3 }, long),
    )[0];
    const size = Number(/\\fs([\d.]+)/.exec(line ?? '')?.[1]);
    expect(size).toBeLessThan(53.33);
    expect(size).toBeGreaterThan(20);
    expect(line).not.toContain('\\N');
  });

  it('isAutoSize grows short captions until the typical one fills 80 % of the safe width, at most 1.5×', () => {
    const size = (words: CaptionWord[], settings: Partial<CaptionStyle> = {}) =>
      Number(styleLine(build(settings, words), 'Caption')?.[2]);
    // Three short words a group: far from the safe width, so the full 1.5 × of 53.33 px.
    expect(size(spoken('We go up and we go on'))).toBeCloseTo(80, 1);
    expect(size(spoken('We go up and we go on'), { isAutoSize: false })).toBeCloseTo(53.33, 1);
    // Longer words: grown just enough for the median group to fill 80 % of 648 px, estimated.
    // "Make your videos" is 14.45 cells of 26.67 px (0.5 em): 80 % of 648 px ÷ 385.3 px = 1.345 ×.
    expect(size(spoken('Make your videos make your videos make your videos'))).toBeCloseTo(53.33 * 1.345, 0);
    // Never smaller than the style's size, and the hook keeps the style's own size.
    expect(size(long)).toBeCloseTo(53.33, 1);
    const hooked = buildAssDocument(spoken('We go up'), style(), fonts, { ...frame, hook: { text: 'Hook' } });
    expect(Number(styleLine(hooked, 'Hook')?.[2])).toBeCloseTo(40, 1);
  });

  it('without isAutoSize it breaks the group into two even lines instead', () => {
    const line = dialogues(build({ isAutoSize: false, multiAnimationStyle: 'none' }, long))[0];
    expect(line).not.toContain('\\fs');
    expect(line).toContain('Extraordinarily uncharacteristically\\Nincomprehensible');
  });

  it('joins CJK words without spaces', () => {
    const line = dialogues(build({ multiAnimationStyle: 'none' }, spoken('今日は|良い|天気', 0, '|')))[0];
    expect(line).toMatch(/}今日は良い天気$/);
  });

  it('lays right-to-left groups out right to left and steps their karaoke word by word', () => {
    const [rtl, ltr] = dialogues(build({}, spoken('שלום לכל העולם! Hello')));
    const line = rtl ?? '';
    expect(line).toMatch(/^Dialogue: 1,[^{]*\{\\an5\\fe-1\\pos/);
    expect(line).toMatch(/}שלום \{\\k10\\k30}לכל \{\\k10\\k30}העולם!$/);
    expect(ltr).not.toContain('\\fe');
    expect(line).toContain('\\k30}');
    expect(line).not.toContain('\\kf');
  });
});

describe('buildAssDocument: background box and hook title', () => {
  it('draws a background box layer under the text when the background is not transparent', () => {
    const ass = build({ backgroundColor: '#ff000080' });
    const box = styleLine(ass, 'Box');
    expect(box?.[15]).toBe('3');
    expect(box?.[5]).toBe('&H7F0000FF');
    expect(box?.[3]).toBe('&HFF000000');
    const [boxEvent, captionEvent] = dialogues(ass);
    expect(boxEvent).toMatch(
      /^Dialogue: 0,0:00:00.50,0:00:01.70,Box,,0,0,0,,\{\\an5\\pos\(360,1024\)\\b600}We turn every$/,
    );
    expect(captionEvent).toMatch(/^Dialogue: 1,/);
    expect(styleLine(build(), 'Box')).toBeUndefined();
  });

  it('shows an escaped hook title at the top for the first seconds', () => {
    const ass = buildAssDocument(spoken('hi'), style(), fonts, {
      ...frame,
      hook: { text: '3 tips {\\b0} nobody tells you about editing short videos', durationMs: 2500 },
    });
    expect(styleLine(ass, 'Hook')?.slice(1, 3)).toEqual(['Montserrat Thin ExtraBold', '40']);
    const hook = dialogues(ass).at(-1);
    expect(hook).toMatch(
      /^Dialogue: 2,0:00:00.00,0:00:02.50,Hook,,0,0,0,,\{\\an5\\pos\(360,192\)\\fad\(0,150\)\\b600}3 tips/,
    );
    expect(hook).toContain('\\{\\\u2060b0\\}');
    expect(hook).toContain('\\N');
  });
});
