import type { UserPlan } from '@captionist/contracts';
import { Alert, Box, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CreditsMeter } from './CreditsMeter';
import { PlanFacts } from './PlanFacts';
import { PlanStatusBadge } from './PlanStatusBadge';
import { planStatusDisplay } from './plan-status';

/** The user's plan at a glance: name, status, credits and dates. */
export function PlanSummaryCard({ plan }: { plan: UserPlan }) {
  const { explanation, color } = planStatusDisplay[plan.status];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="plan-summary">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Box>
            <Text size="sm" c="dimmed">
              Current plan
            </Text>
            <Title order={2} fz="h3" data-testid="plan-name">
              {plan.planName}
            </Title>
          </Box>
          <PlanStatusBadge status={plan.status} />
        </Group>
        {explanation && (
          <Alert color={color} variant="light" p="sm">
            {explanation}
          </Alert>
        )}
        <CreditsMeter plan={plan} />
        <Divider />
        <PlanFacts plan={plan} />
      </Stack>
    </Paper>
  );
}
