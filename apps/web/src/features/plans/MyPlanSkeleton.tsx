import { Paper, Skeleton, Stack } from '@mantine/core';

/** The My Plan page's shape while the plan loads. */
export function MyPlanSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading your plan" data-testid="my-plan-loading">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Skeleton height={14} width={90} />
          <Skeleton height={28} width={180} />
          <Skeleton height={12} mt="sm" />
          <Skeleton height={12} width="60%" />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          {[1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height={20} />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
