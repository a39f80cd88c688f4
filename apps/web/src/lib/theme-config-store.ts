// One source of the theme config for every component and every open tab: writes go to
// localStorage and are announced here; other tabs announce theirs with `storage` events.
import { DEFAULT_THEME_CONFIG, parseThemeConfig, THEME_CONFIG_KEY, type ThemeConfig } from './theme-config';

type Listener = () => void;
const listeners = new Set<Listener>();

let cachedRaw: string | null = null;
let cachedConfig: ThemeConfig = DEFAULT_THEME_CONFIG;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(THEME_CONFIG_KEY);
  } catch {
    return null;
  }
}

/** Returns the same object until the stored text changes, as useSyncExternalStore requires. */
export function getThemeConfig(): ThemeConfig {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedConfig = parseThemeConfig(raw);
  }
  return cachedConfig;
}

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // key is null when another tab cleared all of localStorage.
  if (event.key === THEME_CONFIG_KEY || event.key === null) notify();
}

export function subscribeToThemeConfig(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function setThemeConfig(patch: Partial<ThemeConfig>) {
  const next = { ...getThemeConfig(), ...patch };
  window.localStorage.setItem(THEME_CONFIG_KEY, JSON.stringify(next));
  notify();
}

export function resetThemeConfig() {
  window.localStorage.removeItem(THEME_CONFIG_KEY);
  notify();
}
