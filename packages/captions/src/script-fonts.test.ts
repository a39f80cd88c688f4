import { describe, expect, it } from 'vitest';
import { buildAssDocument } from './ass-document';
import { captionStyleSchema } from './caption-style';
import { scriptCharactersIn } from './script-characters';
import { type ScriptFontChoice, scriptFontRuns, scriptRuns } from './script-fonts';

const fonts = { montserrat: { family: 'Montserrat', weight: 600 } };
const style = captionStyleSchema.parse({ font: 'montserrat', multiAnimationStyle: 'none' });
const frame = { width: 720, height: 1280 };
const spoken = (texts: string[]) => texts.map((text, n) => ({ text, start: n * 400, end: n * 400 + 300 }));
const dialogues = (ass: string) => ass.split('\n').filter((line) => line.startsWith('Dialogue:'));

const sc: ScriptFontChoice = {
  family: 'Noto Sans SC Thin',
  chars: '我们字幕。今天',
  ranges: [[0x3000, 0x9fff]],
};
const devanagari: ScriptFontChoice = {
  family: 'Noto Sans Devanagari',
  chars: 'नमस्तेदुनिया',
  // The Devanagari subset: its letters, the joiners and the dotted circle, not the space or comma.
  ranges: [
    [0x0900, 0x097f],
    [0x200c, 0x200d],
    [0x25cc, 0x25cc],
  ],
};
const arabic: ScriptFontChoice = { family: 'Noto Sans Arabic', chars: 'مرحبا', ranges: [[0x0020, 0x06ff]] };

describe('script runs', () => {
  it('asks only about what a caption font may lack, capitals included: no ASCII, no emoji', () => {
    expect(scriptCharactersIn(['你好', '好的 OK', '🔥', 'При!', 'ça', 'ß'])).toBe('你好的ПрРиИçÇß');
  });

  it('draws each character the caption font lacks in its family, and the rest in the caption’s', () => {
    const fonts = scriptFontRuns([sc, devanagari], 'Montserrat');
    if (!fonts) throw new Error('no runs');
    expect(
      scriptRuns('Hi 你好字幕!', {
        ...fonts,
        familyOf: new Map([
          ['你', sc],
          ['好', sc],
          ['字', sc],
          ['幕', sc],
        ]),
      }),
    ).toEqual([
      { text: 'Hi ', family: null },
      { text: '你好字幕', family: 'Noto Sans SC Thin' },
      { text: '!', family: null },
    ]);
  });

  it('keeps a joiner with the letters around it, and leaves a space or comma its files lack to the caption font', () => {
    const fonts = scriptFontRuns([devanagari], 'Montserrat');
    if (!fonts) throw new Error('no runs');
    // क्‍ष: a zero-width joiner inside a conjunct stays in the Devanagari run (the caption font has it too).
    expect(scriptRuns('नम\u200dस्ते, दुनिया', fonts)).toEqual([
      { text: 'नम\u200dस्ते', family: 'Noto Sans Devanagari' },
      { text: ', ', family: null },
      { text: 'दुनिया', family: 'Noto Sans Devanagari' },
    ]);
    // A family whose files hold the space keeps a sentence in one run.
    const wide = scriptFontRuns([arabic], 'Montserrat');
    if (!wide) throw new Error('no runs');
    expect(scriptRuns('مرحبا مرحبا', wide)).toEqual([{ text: 'مرحبا مرحبا', family: 'Noto Sans Arabic' }]);
  });

  it('names each run in its family and returns to the caption’s, hook included', () => {
    const words = spoken(['我们', 'love', '字幕。']);
    const ass = buildAssDocument(words, style, fonts, {
      ...frame,
      scriptFonts: [sc],
      hook: { text: '今天 news' },
    });
    const [caption, hook] = dialogues(ass);
    expect(caption).toContain(
      '{\\fnNoto Sans SC Thin}我们{\\fnMontserrat} love {\\fnNoto Sans SC Thin}字幕。{\\fnMontserrat}',
    );
    expect(hook).toContain('{\\fnNoto Sans SC Thin}今天{\\fnMontserrat} news');
  });

  it('leaves a document whose characters the caption font has, or without script fonts, exactly as it was', () => {
    const latin = spoken(['plain', 'words']);
    expect(buildAssDocument(latin, style, fonts, { ...frame, scriptFonts: [sc] })).toBe(
      buildAssDocument(latin, style, fonts, frame),
    );
    expect(buildAssDocument(spoken(['你好']), style, fonts, frame)).not.toContain('\\fn');
  });
});
