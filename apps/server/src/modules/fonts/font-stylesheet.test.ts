import { expect, it } from 'vitest';
import { buildFontStylesheet, cssString } from './font-stylesheet';

it('keeps plain family names readable', () => {
  expect(cssString('Open Sans')).toBe('"Open Sans"');
  expect(cssString('Noto Sans 日本')).toBe('"Noto Sans 日本"');
});

it('escapes every character that could end the string, the rule or a <style> element', () => {
  const escaped = cssString('x"; } body { background:url(evil) } /*\n</style><script>\\');
  const inner = escaped.slice(1, -1);
  expect(inner).toContain('x\\22 \\3b  \\7d  body');
  expect(inner).toContain('\\3c /style\\3e ');
  // Once the escapes are taken out, only harmless characters remain.
  expect(inner.replaceAll(/\\[0-9a-f]+ /g, '')).toMatch(/^[A-Za-z0-9 _.:/-]*$/);
});

it('writes one @font-face per file with swap display', () => {
  const css = buildFontStylesheet('Montserrat', [
    { weight: 400, italic: false, url: 'http://x/api/user/fonts/1/files/400.woff2', format: 'woff2' },
    { weight: 800, italic: false, url: 'http://x/api/user/fonts/1/files/800.woff2', format: 'woff2' },
  ]);
  expect(css.match(/@font-face/g)).toHaveLength(2);
  expect(css).toContain('font-family: "Montserrat";');
  expect(css).toContain('font-weight: 800;');
  expect(css).toContain('font-display: swap;');
  expect(css).toContain('src: url("http://x/api/user/fonts/1/files/400.woff2") format("woff2");');
});
