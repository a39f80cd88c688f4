import type { BillingOffer } from '@captionist/contracts';
import { useQuery } from '@tanstack/react-query';
import { planQueries } from './plan-queries';
import { type QueryState, toQueryState } from './query-state';

/** Plans on sale and whether this user can pay or manage billing online. */
export function useBillingOffer(): QueryState<BillingOffer> {
  // Prices and the current plan change with billing, like the plan itself.
  return toQueryState(useQuery(planQueries.billing()));
}
