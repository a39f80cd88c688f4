// The user's plan, its features and the billing offer, kept as long as spec §7 allows: all three
// change together, after a redeemed code, a checkout or a render (invalidatePlanQueries).
import { queryOptions } from '@tanstack/react-query';
import { planCachePolicy } from '../../lib/cache-policy';
import { planKeys } from '../../lib/query-keys';
import { fetchBillingOffer, fetchUserFeatures, fetchUserPlan } from './plan-requests';

export const planQueries = {
  plan: () => queryOptions({ queryKey: planKeys.plan, queryFn: fetchUserPlan, ...planCachePolicy }),
  features: () =>
    queryOptions({ queryKey: planKeys.features, queryFn: fetchUserFeatures, ...planCachePolicy }),
  billing: () => queryOptions({ queryKey: planKeys.billing, queryFn: fetchBillingOffer, ...planCachePolicy }),
};
