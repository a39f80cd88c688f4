import { describe, expect, it } from 'vitest';
import { buildAssDocument } from './ass-document';
import { captionStyleSchema } from './caption-style';
import { cjkCharactersIn, cjkRuns } from './cjk';

const fonts = { montserrat: { family: 'Montserrat', weight: 600 } };
const style = captionStyleSchema.parse({ font: 'montserrat', multiAnimationStyle: 'none' });
const frame = { width: 720, height: 1280 };
const spoken = (texts: string[]) => texts.map((text, n) => ({ text, start: n * 400, end: n * 400 + 300 }));
const dialogues = (ass: string) => ass.split('\n').filter((line) => line.startsWith('Dialogue:'));

describe('CJK runs', () => {
  it('cuts text into CJK and other runs, fullwidth punctuation and kana included', () => {
    expect(cjkRuns('Hi 你好，テスト!')).toEqual([
      { text: 'Hi ', cjk: false },
      { text: '你好，テスト', cjk: true },
      { text: '!', cjk: false },
    ]);
    expect(cjkCharactersIn(['你好', '好的 OK', '🔥'])).toBe('你好的');
  });

  it('names each CJK run in the CJK family and returns to the caption’s, hook included', () => {
    const words = spoken(['我们', 'love', '字幕。']);
    const ass = buildAssDocument(words, style, fonts, {
      ...frame,
      cjkFamily: 'Noto Sans SC Thin',
      hook: { text: '今天 news' },
    });
    const [caption, hook] = dialogues(ass);
    expect(caption).toContain(
      '{\\fnNoto Sans SC Thin}我们{\\fnMontserrat} love {\\fnNoto Sans SC Thin}字幕。{\\fnMontserrat}',
    );
    expect(hook).toContain('{\\fnNoto Sans SC Thin}今天{\\fnMontserrat} news');
  });

  it('leaves a document without CJK, or without a CJK font, exactly as it was', () => {
    const latin = spoken(['plain', 'words']);
    expect(buildAssDocument(latin, style, fonts, { ...frame, cjkFamily: 'Noto Sans SC Thin' })).toBe(
      buildAssDocument(latin, style, fonts, frame),
    );
    expect(buildAssDocument(spoken(['你好']), style, fonts, frame)).not.toContain('\\fn');
  });
});
