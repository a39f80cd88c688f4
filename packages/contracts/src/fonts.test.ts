import { expect, it } from 'vitest';
import { fontFormatOf } from './fonts';

it('tells a font upload’s format by extension first, then by declared type', () => {
  expect(fontFormatOf('Brand-Bold.TTF', 'application/octet-stream')).toBe('ttf');
  expect(fontFormatOf('brand.woff2')).toBe('woff2');
  expect(fontFormatOf('brand', 'font/otf')).toBe('otf');
  expect(fontFormatOf('brand.pdf', 'application/pdf')).toBeNull();
  expect(fontFormatOf('brand.woff.exe', '')).toBeNull();
});
