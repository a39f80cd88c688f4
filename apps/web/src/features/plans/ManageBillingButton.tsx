import { Button } from '@mantine/core';
import { openBillingPortal } from './plan-requests';
import { useBillingRedirect } from './use-billing-redirect';

/** Opens the billing provider's portal: payment method, invoices, cancelling. */
export function ManageBillingButton() {
  const portal = useBillingRedirect(openBillingPortal, 'Billing could not be opened');
  return (
    <Button variant="default" onClick={() => portal.open()} loading={portal.isPending}>
      Manage billing
    </Button>
  );
}
