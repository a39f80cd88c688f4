// Cache keys of the plan feature, and the refresh needed whenever the user's plan may have changed.
import type { QueryClient } from '@tanstack/react-query';

export const planQueryKeys = {
  plan: ['user', 'plan'],
  features: ['user', 'features'],
  billing: ['user', 'billing'],
} as const;

/** After a redeemed code or a checkout the plan, its credits and its features are all new. */
export function invalidatePlanQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: planQueryKeys.plan }),
    queryClient.invalidateQueries({ queryKey: planQueryKeys.features }),
    queryClient.invalidateQueries({ queryKey: planQueryKeys.billing }),
  ]);
}
