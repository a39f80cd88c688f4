import type { FeatureSet } from '@captionist/contracts';
import { useQuery } from '@tanstack/react-query';
import { planCachePolicy } from '../../lib/cache-policy';
import { planKeys } from '../../lib/query-keys';
import { fetchUserFeatures } from './plan-requests';
import { type QueryState, toQueryState } from './query-state';

/** The feature limits of the signed-in user's plan. */
export function useUserFeatures(): QueryState<FeatureSet> {
  return toQueryState(
    useQuery({ queryKey: planKeys.features, queryFn: fetchUserFeatures, ...planCachePolicy }),
  );
}
