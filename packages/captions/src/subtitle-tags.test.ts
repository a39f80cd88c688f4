import { describe, expect, it } from 'vitest';
import { removeRubyAnnotations, removeSpans, tagNamed } from './subtitle-tags';

// Short strings of the characters that matter, each read by the hand scans and by the patterns
// they replace (which are right on short text, only slow on long).
function* samples(alphabet: string[], length: number): Generator<string> {
  let seed = 7;
  for (let count = 0; count < 3000; count++) {
    let text = '';
    for (let index = 0; index < length; index++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      text += alphabet[seed % alphabet.length];
    }
    yield text;
  }
}

describe('subtitle tag scans', () => {
  it('take out what /<[^>]*>/g and /\\{\\\\[^}]*\\}/g do', () => {
    for (const text of samples(['<', '>', 'a', ' ', '{', '}', '\\'], 12)) {
      expect(removeSpans(text, '<', '>')).toBe(text.replace(/<[^>]*>/g, ''));
      expect(removeSpans(text, '{\\', '}')).toBe(text.replace(/\{\\[^}]*\}/g, ''));
    }
  });

  it('take out the SRT tags /<\\/?(?:i|b|u|s|font)\\b[^>]*>/gi does, and no others', () => {
    const isSrtTag = tagNamed(['i', 'b', 'u', 's', 'font']);
    for (const text of samples(['<', '>', '/', 'b', 'B', 'x', ' ', 'font', 'i'], 10))
      expect(removeSpans(text, '<', '>', isSrtTag)).toBe(text.replace(/<\/?(?:i|b|u|s|font)\b[^>]*>/gi, ''));
  });

  it('take out the ruby annotations /<(rt|rp)\\b[^>]*>[\\s\\S]*?<\\/\\1>/gi does', () => {
    for (const text of samples(['<', '>', '/', 'rt', 'RP', 'r', 'a', '</rt>', '<rp>'], 9))
      expect(removeRubyAnnotations(text)).toBe(text.replace(/<(rt|rp)\b[^>]*>[\s\S]*?<\/\1>/gi, ''));
  });
});
