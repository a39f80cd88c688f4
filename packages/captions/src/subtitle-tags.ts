// Takes tags out of subtitle cue text by hand, in one pass. Patterns such as /<[^>]*>/g retry
// from every "<" of a line that never closes, so a line of 512k "<" kept the server busy for
// 104 s; each scan here jumps past what it has read and stops at the first opening left unclosed.

/** Tells whether the opening found at `at` starts a tag to take out (its name, say). */
type Accepts = (text: string, at: number) => boolean;

/**
 * `text` without the spans from an accepted `open` up to the first `close` after it, as
 * text.replace(/open[^close]*close/g, '') would. An opening with no close after it means no
 * later one has one either, so the rest stays as it is.
 */
export function removeSpans(
  text: string,
  open: string,
  close: string,
  accepts: Accepts = () => true,
): string {
  let kept = '';
  let copiedTo = 0;
  let at = text.indexOf(open);
  while (at >= 0) {
    if (!accepts(text, at)) {
      at = text.indexOf(open, at + 1);
      continue;
    }
    const end = text.indexOf(close, at + open.length);
    if (end < 0) break;
    kept += text.slice(copiedTo, at);
    copiedTo = end + close.length;
    at = text.indexOf(open, copiedTo);
  }
  return kept + text.slice(copiedTo);
}

const isWordChar = (char: string | undefined) => char !== undefined && /\w/.test(char);

/** An acceptor for `<name…>` and `</name…>` with one of `names` (lower case), as in /<\/?(?:i|b)\b/i. */
export function tagNamed(names: readonly string[]): Accepts {
  return (text, at) => {
    const from = text[at + 1] === '/' ? at + 2 : at + 1;
    return names.some((name) => startsWithName(text, from, name));
  };
}

function startsWithName(text: string, from: number, name: string): boolean {
  return text.slice(from, from + name.length).toLowerCase() === name && !isWordChar(text[from + name.length]);
}

/**
 * WebVTT text without its ruby annotations (`<rt>…</rt>`, `<rp>…</rp>`, any case), as
 * /<(rt|rp)\b[^>]*>[\s\S]*?<\/\1>/gi would take them out. A name with no closing tag left
 * ahead is not looked for again.
 */
export function removeRubyAnnotations(text: string): string {
  const unclosed = new Set<string>();
  let kept = '';
  let copiedTo = 0;
  let at = text.indexOf('<');
  while (at >= 0) {
    const name = ['rt', 'rp'].find(
      (candidate) => !unclosed.has(candidate) && startsWithName(text, at + 1, candidate),
    );
    if (name === undefined) {
      at = text.indexOf('<', at + 1);
      continue;
    }
    const opened = text.indexOf('>', at + 1);
    if (opened < 0) break;
    const closed = closingTag(text, name, opened + 1);
    if (closed < 0) {
      unclosed.add(name);
      at = text.indexOf('<', at + 1);
      continue;
    }
    kept += text.slice(copiedTo, at);
    copiedTo = closed + name.length + 3;
    at = text.indexOf('<', copiedTo);
  }
  return kept + text.slice(copiedTo);
}

/** Where the first `</name>` (any case) at or after `from` starts, or -1. */
function closingTag(text: string, name: string, from: number): number {
  for (let at = text.indexOf('</', from); at >= 0; at = text.indexOf('</', at + 2)) {
    if (text.slice(at + 2, at + 3 + name.length).toLowerCase() === `${name}>`) return at;
  }
  return -1;
}
