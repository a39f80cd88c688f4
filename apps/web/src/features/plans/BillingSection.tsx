import { Alert, Anchor, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { QueryErrorState } from '../../components/QueryErrorState';
import { ManageBillingButton } from './ManageBillingButton';
import { PlanSection } from './PlanSection';
import { startCheckout } from './plan-requests';
import { UpgradeCard } from './UpgradeCard';
import { useBillingOffer } from './use-billing-offer';
import { useBillingRedirect } from './use-billing-redirect';

/** Plans to buy online and billing management, or how to upgrade when payments are off. */
export function BillingSection({ title }: { title: string }) {
  const { data: offer, errorMessage, retry, isRetrying } = useBillingOffer();
  const checkout = useBillingRedirect(startCheckout, 'Checkout could not be opened');

  if (!offer) {
    return (
      <PlanSection title={title} testId="plan-billing">
        {errorMessage ? (
          <QueryErrorState
            title="Plans could not be loaded"
            message={errorMessage}
            onRetry={retry}
            isRetrying={isRetrying}
          />
        ) : (
          <Skeleton height={120} />
        )}
      </PlanSection>
    );
  }

  if (!offer.enabled) {
    return (
      <Alert variant="light" color="gray" data-testid="billing-disabled">
        <Text size="sm">
          Online payments are not set up on this server — redeem a code to upgrade.{' '}
          <Anchor component={Link} to="/redeem-code" size="sm" fw={500} underline="always">
            Redeem a code
          </Anchor>
        </Text>
      </Alert>
    );
  }

  return (
    <PlanSection title={title} testId="plan-billing">
      {offer.plans.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {offer.plans.map((plan) => (
            <UpgradeCard
              key={plan.slug}
              plan={plan}
              onChoose={checkout.open}
              isOpening={checkout.pendingArgument === plan.slug}
              disabled={checkout.isPending}
            />
          ))}
        </SimpleGrid>
      )}
      {offer.plans.length === 0 && !offer.can_manage && (
        <Text size="sm" c="dimmed">
          No plans are on sale online right now.
        </Text>
      )}
      {offer.can_manage && (
        <Group>
          <ManageBillingButton />
        </Group>
      )}
    </PlanSection>
  );
}
