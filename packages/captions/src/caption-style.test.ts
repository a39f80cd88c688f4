import { describe, expect, it } from 'vitest';
import { captionStyleSchema, defaultCaptionStyle } from './caption-style';

describe('caption style', () => {
  it('has exactly the defaults of spec §3', () => {
    expect(defaultCaptionStyle).toEqual({
      backgroundColor: 'transparent',
      fillColor: '#808080',
      font: '',
      fontSize: 80,
      fontWeight: 600,
      isAutoSize: true,
      italic: false,
      multiAnimationStyle: 'fill',
      position: 80,
      primaryColor: '#ffffff',
      shadowColor: '#000000',
      shadowSize: 'none',
      singleAnimationDirection: 'none',
      singleAnimationScale: false,
      singleAnimationStyle: 'basic',
      strokeColor: '#000000',
      strokeSize: 'md',
      uppercase: false,
      wordsPerGroup: 3,
    });
  });

  it('fills missing settings of a stored template with the defaults', () => {
    expect(captionStyleSchema.parse({ fontSize: 64 })).toEqual({ ...defaultCaptionStyle, fontSize: 64 });
  });

  it('rejects values outside the known sets', () => {
    expect(captionStyleSchema.safeParse({ primaryColor: 'red' }).success).toBe(false);
    expect(captionStyleSchema.safeParse({ strokeSize: 'huge' }).success).toBe(false);
    expect(captionStyleSchema.safeParse({ wordsPerGroup: 0 }).success).toBe(false);
  });
});
