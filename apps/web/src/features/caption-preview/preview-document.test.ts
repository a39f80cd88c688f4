import { captionStyleSchema } from '@captionist/captions';
import type { Font } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { buildPreviewDocument } from './preview-document';

const font = (id: string, name: string, files: [number, string][], isSystem = true): Font => ({
  id,
  name,
  font_family: name,
  is_system: isSystem,
  type: 'google',
  url: `/api/user/fonts/${id}/stylesheet.css`,
  created_at: '2025-01-01T00:00:00.000Z',
  default_weight: String(files[0]?.[0] ?? 400),
  weight: files.map(([w]) => w).join(','),
  files: files.map(([weight, family]) => ({
    weight,
    url: `/api/user/fonts/${id}/files/${weight}.woff2`,
    ass_family: family,
    ass_bold: false,
  })),
});
const montserrat = font('f-m', 'Montserrat', [
  [400, 'Montserrat Thin'],
  [800, 'Montserrat Thin ExtraBold'],
]);
const anton = font('f-a', 'Anton', [[400, 'Anton']]);
const words = [
  { text: 'Hello', start: 0, end: 400 },
  { text: 'there', start: 400, end: 900 },
];

describe('buildPreviewDocument', () => {
  it('names the family read from the file and loads every file of the style’s font', () => {
    const style = captionStyleSchema.parse({ font: 'f-m', fontWeight: 800 });
    const preview = buildPreviewDocument({
      words,
      style,
      fonts: [anton, montserrat],
      width: 1080,
      height: 1920,
    });
    expect(preview?.family).toBe('Montserrat Thin ExtraBold');
    expect(preview?.fontUrls).toEqual([
      '/api/user/fonts/f-m/files/400.woff2',
      '/api/user/fonts/f-m/files/800.woff2',
    ]);
    expect(preview?.document).toContain('Style: Caption,Montserrat Thin ExtraBold,');
    expect(preview?.document).toContain('PlayResX: 1080');
  });

  it('draws an unknown font with the render’s fallback, the first system font by name', () => {
    const style = captionStyleSchema.parse({ font: 'deleted' });
    const preview = buildPreviewDocument({
      words,
      style,
      fonts: [montserrat, anton],
      width: 1080,
      height: 1920,
    });
    expect(preview?.family).toBe('Anton');
    expect(preview?.fontUrls).toEqual(['/api/user/fonts/f-a/files/400.woff2']);
  });

  it('waits while there is no font or no frame size', () => {
    const style = captionStyleSchema.parse({});
    expect(buildPreviewDocument({ words, style, fonts: [], width: 1080, height: 1920 })).toBeNull();
    expect(buildPreviewDocument({ words, style, fonts: [anton], width: 0, height: 0 })).toBeNull();
  });
});
