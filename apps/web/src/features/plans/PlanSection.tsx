import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PlanSectionProps {
  title: string;
  children: ReactNode;
  testId?: string;
}

/** A titled panel of the My Plan page. */
export function PlanSection({ title, children, testId }: PlanSectionProps) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
