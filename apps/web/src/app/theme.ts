import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { readableTextVariables } from './readable-colors';

export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});

// Worked out once: Mantine calls the resolver on every render of the provider.
const readableVariables = readableTextVariables(mergeMantineTheme(DEFAULT_THEME, theme));

/** Every text colour readable (WCAG AA) in light and dark mode; see readable-colors.ts. */
export const cssVariablesResolver: CSSVariablesResolver = () => readableVariables;
