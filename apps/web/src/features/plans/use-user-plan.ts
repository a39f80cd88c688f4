import type { UserPlan } from '@captionist/contracts';
import { useQuery } from '@tanstack/react-query';
import { planCachePolicy } from '../../lib/cache-policy';
import { planKeys } from '../../lib/query-keys';
import { fetchUserPlan } from './plan-requests';
import { type QueryState, toQueryState } from './query-state';

/** The signed-in user's plan and credits in the client shape of spec §3. */
export function useUserPlan(): QueryState<UserPlan> {
  return toQueryState(useQuery({ queryKey: planKeys.plan, queryFn: fetchUserPlan, ...planCachePolicy }));
}
