import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useThemeConfig } from '../lib/use-theme-config';

/** Lays a page out centred and width-limited, or full width, as the user chose. */
export function PageContainer({ children }: { children: ReactNode }) {
  const { config } = useThemeConfig();
  if (config.isUseContainer) {
    return (
      <Container size="lg" px={0}>
        {children}
      </Container>
    );
  }
  return <Box>{children}</Box>;
}
