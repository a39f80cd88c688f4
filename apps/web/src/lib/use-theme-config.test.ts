import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_CONFIG_KEY } from './theme-config';
import { useThemeConfig } from './use-theme-config';

describe('useThemeConfig', () => {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  it('changes a setting, stores it and keeps the other one', () => {
    const { result } = renderHook(() => useThemeConfig());
    act(() => result.current.setThemeConfig({ defaultDarkMode: true }));
    expect(result.current.config).toEqual({ defaultDarkMode: true, isUseContainer: true });
    expect(JSON.parse(window.localStorage.getItem(THEME_CONFIG_KEY) ?? '')).toEqual(result.current.config);
  });

  it('resets to the defaults', () => {
    const { result } = renderHook(() => useThemeConfig());
    act(() => result.current.setThemeConfig({ defaultDarkMode: true, isUseContainer: false }));
    act(() => result.current.resetThemeConfig());
    expect(result.current.config).toEqual({ defaultDarkMode: false, isUseContainer: true });
    expect(window.localStorage.getItem(THEME_CONFIG_KEY)).toBeNull();
  });

  it('shares a change between components of the same tab', () => {
    const first = renderHook(() => useThemeConfig());
    const second = renderHook(() => useThemeConfig());
    act(() => first.result.current.setThemeConfig({ isUseContainer: false }));
    expect(second.result.current.config.isUseContainer).toBe(false);
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useThemeConfig());
    const newValue = JSON.stringify({ defaultDarkMode: true, isUseContainer: false });
    act(() => {
      // The other tab writes the shared storage; this tab only hears the event.
      window.localStorage.setItem(THEME_CONFIG_KEY, newValue);
      window.dispatchEvent(
        new StorageEvent('storage', { key: THEME_CONFIG_KEY, newValue, storageArea: window.localStorage }),
      );
    });
    expect(result.current.config).toEqual({ defaultDarkMode: true, isUseContainer: false });
  });
});
