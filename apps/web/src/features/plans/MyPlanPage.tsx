import { isFreePlan } from '@captionist/contracts';
import { Button, Grid, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageContainer } from '../../components/PageContainer';
import { QueryErrorState } from '../../components/QueryErrorState';
import { BillingSection } from './BillingSection';
import { FeatureLimitsTable } from './FeatureLimitsTable';
import { MyPlanSkeleton } from './MyPlanSkeleton';
import { PlanHistoryList } from './PlanHistoryList';
import { PlanSummaryCard } from './PlanSummaryCard';
import { useUserPlan } from './use-user-plan';

export function MyPlanPage() {
  const { data: plan, errorMessage, retry, isRetrying } = useUserPlan();
  return (
    <PageContainer>
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Title order={1} fz="h2">
            My Plan
          </Title>
          <Button component={Link} to="/redeem-code" variant="light">
            Redeem a code
          </Button>
        </Group>
        {plan ? (
          <>
            <PlanSummaryCard plan={plan} />
            <BillingSection title={isFreePlan(plan.planName) ? 'Upgrade your plan' : 'Change plan'} />
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <FeatureLimitsTable />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <PlanHistoryList history={plan.history} />
              </Grid.Col>
            </Grid>
          </>
        ) : errorMessage ? (
          <QueryErrorState
            title="Your plan could not be loaded"
            message={errorMessage}
            onRetry={retry}
            isRetrying={isRetrying}
          />
        ) : (
          <MyPlanSkeleton />
        )}
      </Stack>
    </PageContainer>
  );
}
