import type { UserPlan } from '@captionist/contracts';
import { useQuery } from '@tanstack/react-query';
import { planQueries } from './plan-queries';
import { type QueryState, toQueryState } from './query-state';

/** The signed-in user's plan and credits in the client shape of spec §3. */
export function useUserPlan(): QueryState<UserPlan> {
  return toQueryState(useQuery(planQueries.plan()));
}
