// Text colours that pass WCAG 2.1 AA (4.5:1) on the surfaces they sit on, in light and dark mode.
// Mantine's defaults do not: dimmed grey on white is 3.3:1, a light badge's green 3.8:1
// (docs/accessibility.md).
import {
  type CSSVariablesResolver,
  darken,
  getPrimaryShade,
  isLightColor,
  lighten,
  luminance,
  type MantineTheme,
} from '@mantine/core';

/** WCAG 2.1's minimum contrast for body text (success criterion 1.4.3, level AA). */
export const AA_TEXT_CONTRAST = 4.5;

/** The WCAG contrast ratio of two opaque colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * `color` itself when it reads on every one of `backgrounds`, else the nearest shade that does:
 * darkened towards black on light backgrounds, lightened towards white on dark ones, so the hue
 * and the look stay as close to the design as the contrast allows.
 */
export function readableOn(
  color: string,
  backgrounds: readonly string[],
  minimum = AA_TEXT_CONTRAST,
): string {
  const towardsBlack = backgrounds.every((background) => isLightColor(background));
  for (let step = 0; step <= 50; step += 1) {
    const amount = step / 50;
    const shade = step === 0 ? color : towardsBlack ? darken(color, amount) : lighten(color, amount);
    if (backgrounds.every((background) => contrastRatio(shade, background) >= minimum)) return shade;
  }
  throw new Error(`No shade of ${color} reaches ${minimum}:1 on ${backgrounds.join(', ')}.`);
}

/** The surfaces text sits on: the page, cards and inputs, hovered rows and menu items. */
export function neutralSurfaces(theme: MantineTheme) {
  const { gray, dark } = theme.colors;
  return { light: [theme.white, gray[0], gray[1]], dark: [dark[7], dark[6], dark[5]] };
}

/**
 * Every accent colour's light-variant background (alerts, badges), as Mantine's resolver computes
 * it. The dark palette is the dark mode's surface scale, not an accent.
 */
function lightVariantBackgrounds(theme: MantineTheme) {
  const accents = Object.entries(theme.colors).filter(([name]) => name !== 'dark');
  return {
    light: accents.map(([, shades]) => shades[1]),
    dark: accents.map(([, shades]) => darken(shades[9], 0.5)),
  };
}

/**
 * The text colours Mantine's default resolver would give, each moved to the nearest shade that
 * passes AA; everything else is left to the defaults (Mantine merges the two).
 */
export function readableTextVariables(theme: MantineTheme): ReturnType<CSSVariablesResolver> {
  const surfaces = neutralSurfaces(theme);
  const alerts = lightVariantBackgrounds(theme);
  const primary = theme.colors[theme.primaryColor];
  if (!primary) throw new Error(`The theme has no colour named ${theme.primaryColor}.`);
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readableOn(theme.colors.gray[6], surfaces.light),
    // Links also sit in alerts ("Ask for a new link" in a red one).
    '--mantine-color-anchor': readableOn(primary[getPrimaryShade(theme, 'light')], [
      ...surfaces.light,
      ...alerts.light,
    ]),
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    '--mantine-color-success': 'var(--mantine-color-teal-text)',
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': readableOn(theme.colors.dark[2], surfaces.dark),
    '--mantine-color-anchor': readableOn(primary[4], [...surfaces.dark, ...alerts.dark]),
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    '--mantine-color-success': 'var(--mantine-color-teal-text)',
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    // `c="red"` text: the filled shade in light mode, shade 4 in dark mode by default.
    light[`--mantine-color-${name}-text`] = readableOn(
      shades[getPrimaryShade(theme, 'light')],
      surfaces.light,
    );
    dark[`--mantine-color-${name}-text`] = readableOn(shades[4], surfaces.dark);
    // A light badge or alert: shade 9 on shade 1, shade 2 under the pointer.
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [shades[1], shades[2]]);
  }
  return { variables: {}, light, dark };
}
