import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/AuthProvider';
import { persistOptions, queryClient } from '../lib/query-client';
import { TOAST_AUTO_CLOSE_MS } from '../lib/toast';
import { useThemeConfig } from '../lib/use-theme-config';
import { theme } from './theme';

// Above modals, drawers and menus, so a toast is never hidden behind them.
const TOAST_LAYER = 9999;

export function AppProviders({ children }: { children: ReactNode }) {
  const { config } = useThemeConfig();
  return (
    <MantineProvider theme={theme} forceColorScheme={config.defaultDarkMode ? 'dark' : 'light'}>
      <Notifications position="top-center" zIndex={TOAST_LAYER} autoClose={TOAST_AUTO_CLOSE_MS} />
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <AuthProvider>{children}</AuthProvider>
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
