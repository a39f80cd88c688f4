import { describe, expect, it } from 'vitest';
import { captionFontsFor, fontForStyle, pickFontFace } from './caption-fonts';

const montserrat = {
  id: 'f-montserrat',
  name: 'Montserrat',
  is_system: true,
  files: [
    { weight: 400, ass_family: 'Montserrat Thin' },
    { weight: 800, ass_family: 'Montserrat Thin ExtraBold' },
  ],
};
const anton = {
  id: 'f-anton',
  name: 'Anton',
  is_system: true,
  files: [{ weight: 400, ass_family: 'Anton' }],
};
const mine = {
  id: 'f-mine',
  name: 'Aardvark',
  is_system: false,
  files: [{ weight: 700, ass_family: 'Mine' }],
};

describe('captionFontsFor', () => {
  it('names each file by the family read from it, under the style’s font id', () => {
    const fonts = captionFontsFor('style-font', montserrat.files);
    expect(fonts).toEqual({
      'style-font': [
        { family: 'Montserrat Thin', weight: 400 },
        { family: 'Montserrat Thin ExtraBold', weight: 800 },
      ],
    });
    expect(pickFontFace(fonts, 'style-font', 700).family).toBe('Montserrat Thin ExtraBold');
  });
});

describe('fontForStyle', () => {
  it('takes the style’s own font when it is listed', () => {
    expect(fontForStyle([anton, montserrat, mine], 'f-mine')).toBe(mine);
  });

  it('falls back to the first system font by name, as the render job does', () => {
    expect(fontForStyle([montserrat, mine, anton], 'deleted')).toBe(anton);
    expect(fontForStyle([montserrat, mine, anton], '')).toBe(anton);
    expect(fontForStyle([mine], 'deleted')).toBeUndefined();
  });
});
