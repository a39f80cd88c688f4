import { MantineProvider } from '@mantine/core';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/AuthProvider';
import { persistOptions, queryClient } from '../lib/query-client';
import { useThemeConfig } from '../lib/use-theme-config';
import { Toasts } from './Toasts';
import { cssVariablesResolver, theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const { config } = useThemeConfig();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme={config.defaultDarkMode ? 'dark' : 'light'}
    >
      <Toasts />
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <AuthProvider>{children}</AuthProvider>
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
