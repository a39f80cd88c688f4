import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_CONFIG, parseThemeConfig } from './theme-config';

describe('parseThemeConfig', () => {
  it('defaults to light mode inside a container', () => {
    expect(DEFAULT_THEME_CONFIG).toEqual({ defaultDarkMode: false, isUseContainer: true });
    expect(parseThemeConfig(null)).toEqual(DEFAULT_THEME_CONFIG);
  });

  it('reads stored preferences', () => {
    expect(parseThemeConfig('{"defaultDarkMode":true,"isUseContainer":false}')).toEqual({
      defaultDarkMode: true,
      isUseContainer: false,
    });
  });

  it('fills in missing or mistyped fields with defaults', () => {
    expect(parseThemeConfig('{"defaultDarkMode":true}')).toEqual({
      defaultDarkMode: true,
      isUseContainer: true,
    });
    expect(parseThemeConfig('{"defaultDarkMode":"yes","isUseContainer":0}')).toEqual(DEFAULT_THEME_CONFIG);
  });

  it.each(['not json', '42', 'null', '[]'])('falls back to defaults for %s', (raw) => {
    expect(parseThemeConfig(raw)).toEqual(DEFAULT_THEME_CONFIG);
  });
});
