import { DEFAULT_THEME, defaultCssVariablesResolver, keys, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, neutralSurfaces, readableOn } from './readable-colors';
import { cssVariablesResolver, theme } from './theme';

const resolvedTheme = mergeMantineTheme(DEFAULT_THEME, theme);

/** The CSS variables of one colour scheme as the browser gets them: Mantine's defaults, then ours. */
function schemeVariables(scheme: 'light' | 'dark') {
  const defaults = defaultCssVariablesResolver(resolvedTheme);
  const ours = cssVariablesResolver(resolvedTheme);
  const variables: Record<string, string> = {
    ...defaults.variables,
    ...ours.variables,
    ...defaults[scheme],
    ...ours[scheme],
  };
  const value = (name: string): string => {
    const own = variables[name];
    if (own === undefined) throw new Error(`${name} is not defined`);
    const reference = own.match(/^var\((--[\w-]+)\)$/);
    return reference?.[1] ? value(reference[1]) : own;
  };
  return value;
}

describe('contrastRatio', () => {
  it('spans 1:1 for one colour to 21:1 for black on white', () => {
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    // Mantine's default dimmed grey on white, the audit's most frequent failure.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reads', () => {
    expect(readableOn('#495057', ['#ffffff'])).toBe('#495057');
  });

  it('darkens a colour on light backgrounds just enough to read on all of them', () => {
    const shade = readableOn('#868e96', ['#ffffff', '#f1f3f5']);
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(shade, '#f1f3f5')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(shade, '#f1f3f5')).toBeLessThan(5);
  });

  it('lightens a colour on dark backgrounds', () => {
    const shade = readableOn('#828282', ['#2e2e2e']);
    expect(contrastRatio(shade, '#2e2e2e')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(shade, '#000000')).toBeGreaterThan(contrastRatio('#828282', '#000000'));
  });
});

describe('the theme text colours (issue 19)', () => {
  const surfaces = neutralSurfaces(resolvedTheme);
  const colors = keys(resolvedTheme.colors);

  for (const scheme of ['light', 'dark'] as const) {
    const value = schemeVariables(scheme);
    const texts = [
      '--mantine-color-text',
      '--mantine-color-dimmed',
      '--mantine-color-anchor',
      '--mantine-color-error',
      '--mantine-color-success',
      ...colors.map((name) => `--mantine-color-${name}-text`),
    ];

    it(`read on the page, cards and hovered rows in ${scheme} mode`, () => {
      const failing = texts.flatMap((text) =>
        surfaces[scheme]
          .filter((surface) => contrastRatio(value(text), surface) < AA_TEXT_CONTRAST)
          .map((surface) => `${text} on ${surface}`),
      );
      expect(failing).toEqual([]);
    });

    it(`read in light badges and alerts, and links in them, in ${scheme} mode`, () => {
      const failing = colors.flatMap((name) => {
        const background = value(`--mantine-color-${name}-light`);
        const inside = [
          `--mantine-color-${name}-light-color`,
          ...(name === 'dark' ? [] : ['--mantine-color-anchor']),
        ];
        return inside
          .filter((text) => contrastRatio(value(text), background) < AA_TEXT_CONTRAST)
          .map((text) => `${text} on ${name} light`);
      });
      expect(failing).toEqual([]);
    });
  }
});
