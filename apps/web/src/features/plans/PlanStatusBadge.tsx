import type { UserPlan } from '@captionist/contracts';
import { Badge } from '@mantine/core';
import { planStatusDisplay } from './plan-status';

export function PlanStatusBadge({ status }: { status: UserPlan['status'] }) {
  const { label, color } = planStatusDisplay[status];
  return (
    <Badge color={color} variant="light" size="lg" radius="sm" tt="none" data-testid="plan-status">
      {label}
    </Badge>
  );
}
