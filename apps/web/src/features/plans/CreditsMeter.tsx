import { UNLIMITED_CREDITS, type UserPlan } from '@captionist/contracts';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatCount } from './plan-formatting';

/** Credits used this period, as numbers and as a bar. */
export function CreditsMeter({ plan }: { plan: Pick<UserPlan, 'totalCredits' | 'usedCredits'> }) {
  if (plan.totalCredits === UNLIMITED_CREDITS) {
    return (
      <Stack gap={2} data-testid="credits-meter">
        <Text size="sm" c="dimmed">
          Video credits
        </Text>
        <Text fw={600}>Unlimited</Text>
      </Stack>
    );
  }
  const { totalCredits: total, usedCredits: used } = plan;
  const left = Math.max(total - used, 0);
  const percent = total > 0 ? Math.min((used / total) * 100, 100) : 100;
  return (
    <Stack gap={6} data-testid="credits-meter">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          Video credits
        </Text>
        <Text size="sm" fw={600}>
          {formatCount(used)}/{formatCount(total)} used
        </Text>
      </Group>
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        color={left === 0 ? 'red' : undefined}
        aria-label="Video credits used"
      />
      <Text size="xs" c="dimmed">
        {left === 0 ? 'No credits left this period.' : `${formatCount(left)} left this period.`}
      </Text>
    </Stack>
  );
}
