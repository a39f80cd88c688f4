import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('keeps the text of Wikimedia author HTML, entities decoded', () => {
    expect(
      plainText('<bdi><a href="https://www.wikidata.org/wiki/Q1" class="extiw">Ada &amp; Grace</a>\n</bdi>'),
    ).toBe('Ada & Grace');
    expect(plainText('<a href="//commons.wikimedia.org/wiki/User:Bo">Bo</a> (<i>talk</i>)')).toBe(
      'Bo (talk)',
    );
    expect(plainText('CC BY-SA 4.0')).toBe('CC BY-SA 4.0');
  });

  it('drops script and style content, and markup that is only text-looking', () => {
    expect(plainText('<script>alert("x")</script>Eve<style>b{}</style>')).toBe('Eve');
    expect(plainText('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>');
    expect(plainText('<img src=x onerror=alert(1)>Mallory')).toBe('Mallory');
  });

  it('removes control and direction-override characters and caps the length', () => {
    expect(plainText('Ann\u202Egnp.exe\u0007')).toBe('Anngnp.exe');
    const long = plainText('x'.repeat(500));
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });
});
