// Wikimedia's file metadata (an author, a licence name, a title) comes as HTML written by anyone
// who edits the file page. We keep only its text, read by a real HTML parser (entities decoded,
// script and style dropped), and it is then shown escaped like any other text.
import { Parser } from 'htmlparser2';

const SKIPPED = new Set(['script', 'style', 'template']);
const MAX_LENGTH = 200;

export function plainText(html: string): string {
  let text = '';
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipping++;
        else if (name === 'br' || name === 'li' || name === 'p' || name === 'div') text += ' ';
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
      },
      ontext(data) {
        if (!skipping) text += data;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  // Control characters and bidirectional overrides could make a name display as something else.
  const clean = text
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, '')
    .trim();
  return clean.length > MAX_LENGTH ? `${clean.slice(0, MAX_LENGTH - 1)}…` : clean;
}
