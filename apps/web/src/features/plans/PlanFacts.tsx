import type { UserPlan } from '@captionist/contracts';
import { Box, SimpleGrid, Text } from '@mantine/core';
import { formatDate, formatMinutes } from './plan-formatting';

/** The plan's dates and video length limit, as a description list. */
export function PlanFacts({ plan }: { plan: UserPlan }) {
  const facts = [
    { label: 'Started', value: plan.startDate ? formatDate(plan.startDate) : '—' },
    { label: 'Next renewal', value: plan.nextRebill ? formatDate(plan.nextRebill) : 'None' },
    ...(plan.cancelledAt ? [{ label: 'Cancelled on', value: formatDate(plan.cancelledAt) }] : []),
    { label: 'Longest video', value: formatMinutes(plan.durationLimit) },
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: facts.length }} spacing="md" verticalSpacing="sm" m={0}>
      {facts.map((fact) => (
        <Box key={fact.label}>
          <Text component="dt" size="xs" c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" fw={500} m={0}>
            {fact.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
