// How each subscription status looks and what it means for the person (docs/plans.md).
import type { UserPlan } from '@captionist/contracts';

interface StatusDisplay {
  label: string;
  color: string;
  /** Said under the plan when the status needs explaining. */
  explanation: string | null;
}

export const planStatusDisplay: Record<UserPlan['status'], StatusDisplay> = {
  active: { label: 'Active', color: 'teal', explanation: null },
  grace: {
    label: 'Grace period',
    color: 'yellow',
    explanation:
      'Your last payment did not go through. Your plan keeps working while the payment is retried — please check your billing details.',
  },
  cancelled: {
    label: 'Cancelled',
    color: 'gray',
    explanation: 'Your plan was cancelled and will not renew.',
  },
  expired: {
    label: 'Expired',
    color: 'red',
    explanation:
      'Your plan has ended, so new videos cannot be rendered. Upgrade or redeem a code to continue.',
  },
};
