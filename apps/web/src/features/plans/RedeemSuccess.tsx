import { Alert, Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PlanSummaryCard } from './PlanSummaryCard';
import { useUserPlan } from './use-user-plan';

interface RedeemSuccessProps {
  message: string;
  onRedeemAnother: () => void;
}

/** What the code added, and the plan as it is now. */
export function RedeemSuccess({ message, onRedeemAnother }: RedeemSuccessProps) {
  const { data: plan } = useUserPlan();
  return (
    <Stack gap="lg" data-testid="redeem-success">
      <Alert color="teal" variant="light" title="Code redeemed">
        {message}
      </Alert>
      {plan && <PlanSummaryCard plan={plan} />}
      <Group>
        <Button component={Link} to="/my-plan">
          View my plan
        </Button>
        <Button variant="subtle" onClick={onRedeemAnother}>
          Redeem another code
        </Button>
      </Group>
    </Stack>
  );
}
