import { type BillingPlan, UNLIMITED_CREDITS } from '@captionist/contracts';
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { billingIntervalLabel, formatCount, formatMinutes, formatPrice } from './plan-formatting';

interface UpgradeCardProps {
  plan: BillingPlan;
  onChoose: (slug: string) => void;
  isOpening: boolean;
  disabled: boolean;
}

/** One plan on sale, with its price and what it includes. */
export function UpgradeCard({ plan, onChoose, isOpening, disabled }: UpgradeCardProps) {
  const interval = billingIntervalLabel(plan.interval);
  const credits =
    plan.total_credits === UNLIMITED_CREDITS
      ? 'Unlimited video credits'
      : `${formatCount(plan.total_credits)} video credits ${interval}`;
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`upgrade-${plan.slug}`}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h4">
            {plan.name}
          </Title>
          {plan.current && (
            <Badge variant="light" tt="none">
              Your plan
            </Badge>
          )}
        </Group>
        <Group gap={6} align="baseline">
          <Text fz={32} fw={700} lh={1}>
            {formatPrice(plan.price_cents, plan.currency)}
          </Text>
          <Text c="dimmed">{interval}</Text>
        </Group>
        <List size="sm" spacing={4} style={{ flexGrow: 1 }}>
          <List.Item>{credits}</List.Item>
          <List.Item>Videos up to {formatMinutes(plan.duration_limit)}</List.Item>
        </List>
        <Button
          fullWidth
          onClick={() => onChoose(plan.slug)}
          loading={isOpening}
          disabled={disabled || plan.current}
          variant={plan.current ? 'default' : 'filled'}
        >
          {plan.current ? 'Current plan' : `Upgrade to ${plan.name}`}
        </Button>
      </Stack>
    </Card>
  );
}
