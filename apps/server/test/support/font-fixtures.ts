// Font files for the tests: a real TrueType font from Debian, WOFF2 files from Fontsource, and
// the TrueType font renamed inside (a new name table) to carry a hostile family name.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const dejaVuSans = () => readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
export const fontsourceFile = (file: string) => readFileSync(require.resolve(`@fontsource/${file}`));

/** `ttf` with a name table whose family (ID 1), full name (4) and subfamily (2) are replaced. */
export function withFamilyName(ttf: Buffer, family: string): Buffer {
  const records: [number, string][] = [
    [1, family],
    [2, 'Regular'],
    [4, family],
    [6, 'Renamed-Regular'],
  ];
  const strings = records.map(([, text]) => Buffer.from(text, 'utf16le').swap16());
  const header = Buffer.alloc(6 + 12 * records.length);
  header.writeUInt16BE(0, 0);
  header.writeUInt16BE(records.length, 2);
  header.writeUInt16BE(header.length, 4);
  let stringOffset = 0;
  records.forEach(([nameId], i) => {
    const at = 6 + 12 * i;
    header.writeUInt16BE(3, at); // Windows
    header.writeUInt16BE(1, at + 2); // Unicode BMP
    header.writeUInt16BE(0x409, at + 4); // en-US
    header.writeUInt16BE(nameId, at + 6);
    header.writeUInt16BE(strings[i]?.length ?? 0, at + 8);
    header.writeUInt16BE(stringOffset, at + 10);
    stringOffset += strings[i]?.length ?? 0;
  });
  const table = Buffer.concat([header, ...strings]);
  const start = (ttf.length + 3) & ~3;
  const out = Buffer.concat([ttf, Buffer.alloc(start - ttf.length), table]);
  // Point the directory's "name" record at the new table (checksums are not checked by readers).
  const numTables = out.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const record = 12 + 16 * i;
    if (out.toString('latin1', record, record + 4) === 'name') {
      out.writeUInt32BE(start, record + 8);
      out.writeUInt32BE(table.length, record + 12);
      return out;
    }
  }
  throw new Error('no name table');
}
