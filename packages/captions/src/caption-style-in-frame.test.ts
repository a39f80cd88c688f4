import { describe, expect, it } from 'vitest';
import { buildAssDocument } from './ass-document';
import { captionStyleSchema, defaultCaptionStyle } from './caption-style';
import { captionStyleInFrame, captionsOnSplitSeam, SPLIT_SEAM_POSITION } from './caption-style-in-frame';
import type { ReframeAspect, ReframeMode } from './reframe';

const framed = (mode: ReframeMode, aspect: ReframeAspect = '9:16') => ({ mode, aspect });

describe('captionStyleInFrame', () => {
  it('puts the captions on the seam between the halves in the split layout', () => {
    expect(captionStyleInFrame(defaultCaptionStyle, framed('split'))).toEqual({
      ...defaultCaptionStyle,
      position: SPLIT_SEAM_POSITION,
    });
    expect(SPLIT_SEAM_POSITION).toBe(50);
    // Whatever position the style saves: it comes back once the split is turned off.
    const high = captionStyleSchema.parse({ position: 20 });
    expect(captionStyleInFrame(high, framed('split', '1:1')).position).toBe(50);
    expect(captionStyleInFrame(high, framed('face'))).toBe(high);
  });

  it("leaves the style's position everywhere else, the face mode's short splits included", () => {
    for (const reframe of [
      framed('face'),
      framed('centre'),
      framed('fill'),
      // The source's own frame never splits, whatever mode is kept for it.
      framed('split', 'original'),
      null,
      undefined,
    ]) {
      expect(captionStyleInFrame(defaultCaptionStyle, reframe)).toBe(defaultCaptionStyle);
      expect(captionsOnSplitSeam(reframe)).toBe(false);
    }
    expect(captionsOnSplitSeam(framed('split', '4:5'))).toBe(true);
  });

  it('places the captions and the second line under them in the middle of a split frame', () => {
    const words = [{ text: 'Hello', start: 0, end: 400, confidence: 1 }];
    const second = [{ text: 'Hola', start: 0, end: 400, confidence: 1 }];
    const fonts = { inter: { family: 'Inter', weight: 600 } };
    const style = captionStyleSchema.parse({ font: 'inter' });
    const ass = (reframe: ReturnType<typeof framed>) =>
      buildAssDocument(words, captionStyleInFrame(style, reframe), fonts, {
        width: 1080,
        height: 1920,
        secondLine: second,
      });
    expect(ass(framed('split'))).toContain('\\pos(540,960)');
    expect(ass(framed('face'))).toContain('\\pos(540,1536)');
    const secondTop = (doc: string) => Number(doc.match(/Second,.*\\pos\(540,([\d.]+)\)/)?.[1]);
    expect(secondTop(ass(framed('split')))).toBeGreaterThan(960);
    expect(secondTop(ass(framed('split')))).toBeLessThan(1536);
  });
});
