import { useSyncExternalStore } from 'react';
import type { ThemeConfig } from './theme-config';
import {
  getThemeConfig,
  resetThemeConfig,
  setThemeConfig,
  subscribeToThemeConfig,
} from './theme-config-store';

export interface UseThemeConfig {
  config: ThemeConfig;
  setThemeConfig: (patch: Partial<ThemeConfig>) => void;
  resetThemeConfig: () => void;
}

export function useThemeConfig(): UseThemeConfig {
  const config = useSyncExternalStore(subscribeToThemeConfig, getThemeConfig);
  return { config, setThemeConfig, resetThemeConfig };
}
