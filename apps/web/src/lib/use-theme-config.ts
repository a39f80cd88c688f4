// The display preferences, the same in every component and every open tab (Mantine's
// useLocalStorage follows this tab's writes and other tabs' storage events).
import { useLocalStorage } from '@mantine/hooks';
import { DEFAULT_THEME_CONFIG, parseThemeConfig, THEME_CONFIG_KEY, type ThemeConfig } from './theme-config';

export interface UseThemeConfig {
  config: ThemeConfig;
  setThemeConfig: (patch: Partial<ThemeConfig>) => void;
  resetThemeConfig: () => void;
}

export function useThemeConfig(): UseThemeConfig {
  const [config, setConfig, removeConfig] = useLocalStorage<ThemeConfig>({
    key: THEME_CONFIG_KEY,
    defaultValue: DEFAULT_THEME_CONFIG,
    // Read before the first paint, so a dark page never flashes light.
    getInitialValueInEffect: false,
    deserialize: (raw) => parseThemeConfig(raw ?? null),
  });
  return {
    config,
    setThemeConfig: (patch) => setConfig({ ...config, ...patch }),
    resetThemeConfig: removeConfig,
  };
}
