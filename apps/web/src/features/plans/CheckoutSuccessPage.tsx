import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidatePlanQueries } from '../../lib/query-keys';
import { CheckoutResultCard } from './CheckoutResultCard';

export function CheckoutSuccessPage() {
  const queryClient = useQueryClient();
  // The cached plan predates the payment; the next screen must load the new one.
  useEffect(() => {
    void invalidatePlanQueries(queryClient);
  }, [queryClient]);
  return (
    <CheckoutResultCard
      tone="success"
      testId="checkout-success"
      title="Payment received"
      description="Thank you for upgrading! Your new plan and credits can take a minute to show on your plan page."
      actionLabel="View my plan"
      actionTo="/my-plan"
    />
  );
}
