// The display preferences of spec §2, kept in localStorage under `themeConfig`.

export const THEME_CONFIG_KEY = 'themeConfig';

export interface ThemeConfig {
  defaultDarkMode: boolean;
  /** Whether pages sit in a centred, width-limited container rather than spanning the screen. */
  isUseContainer: boolean;
}

export const DEFAULT_THEME_CONFIG: ThemeConfig = Object.freeze({
  defaultDarkMode: false,
  isUseContainer: true,
});

/** Reads stored text leniently: anything missing or malformed falls back to the default. */
export function parseThemeConfig(raw: string | null): ThemeConfig {
  if (!raw) return DEFAULT_THEME_CONFIG;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return DEFAULT_THEME_CONFIG;
  }
  if (typeof stored !== 'object' || stored === null) return DEFAULT_THEME_CONFIG;
  const { defaultDarkMode, isUseContainer } = stored as Partial<Record<keyof ThemeConfig, unknown>>;
  return {
    defaultDarkMode:
      typeof defaultDarkMode === 'boolean' ? defaultDarkMode : DEFAULT_THEME_CONFIG.defaultDarkMode,
    isUseContainer:
      typeof isUseContainer === 'boolean' ? isUseContainer : DEFAULT_THEME_CONFIG.isUseContainer,
  };
}
