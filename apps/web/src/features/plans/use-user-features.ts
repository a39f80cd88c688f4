import type { FeatureSet } from '@captionist/contracts';
import { useQuery } from '@tanstack/react-query';
import { planQueries } from './plan-queries';
import { type QueryState, toQueryState } from './query-state';

/** The feature limits of the signed-in user's plan. */
export function useUserFeatures(): QueryState<FeatureSet> {
  return toQueryState(useQuery(planQueries.features()));
}
