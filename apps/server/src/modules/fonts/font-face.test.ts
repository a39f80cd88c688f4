import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { expect, it } from 'vitest';
import { readFontFace } from './font-face';

const require = createRequire(import.meta.url);
const fontsource = (file: string) => readFileSync(require.resolve(`@fontsource/${file}`));

it('reads a WOFF2 file’s own family name, the one fontkit reads from the whole file', () => {
  const bytes = fontsource('montserrat/files/montserrat-latin-800-normal.woff2');
  const whole = fontkit.create(bytes) as fontkit.Font;
  expect(readFontFace(bytes)).toEqual({
    format: 'woff2',
    family: whole.familyName,
    subfamily: whole.subfamilyName,
    weight: 800,
    bold: false,
    italic: false,
  });
  expect(whole.familyName).toBe('Montserrat Thin ExtraBold');
});

it('marks a face whose subfamily is Bold', () => {
  const face = readFontFace(fontsource('poppins/files/poppins-latin-700-normal.woff2'));
  expect(face).toMatchObject({ family: 'Poppins', subfamily: 'Bold', weight: 700, bold: true });
});

it('reads TrueType and WOFF files', () => {
  expect(readFontFace(readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'))).toMatchObject({
    format: 'ttf',
    family: 'DejaVu Sans',
    bold: false,
  });
  expect(readFontFace(fontsource('lato/files/lato-latin-900-normal.woff'))).toMatchObject({
    format: 'woff',
    family: 'Lato Black',
    weight: 900,
  });
});

it('refuses what is not a whole font', () => {
  const woff2 = fontsource('inter/files/inter-latin-400-normal.woff2');
  const ttf = readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
  expect(readFontFace(Buffer.alloc(0))).toBeNull();
  expect(readFontFace(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF'))).toBeNull();
  expect(readFontFace(woff2.subarray(0, woff2.length - 100))).toBeNull();
  expect(readFontFace(ttf.subarray(0, 4096))).toBeNull();
});
