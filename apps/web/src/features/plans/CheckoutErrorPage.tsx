import { CheckoutResultCard } from './CheckoutResultCard';

export function CheckoutErrorPage() {
  return (
    <CheckoutResultCard
      tone="error"
      testId="checkout-error"
      title="Payment not completed"
      description="The payment was cancelled or failed, and nothing was charged. You can try again from your plan."
      actionLabel="Back to my plan"
      actionTo="/my-plan"
    />
  );
}
