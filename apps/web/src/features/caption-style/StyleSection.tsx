import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One group of style controls under a small heading. */
export function StyleSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3} fz="sm" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
