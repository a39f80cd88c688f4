import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidatePlanQueries } from '../../lib/query-keys';
import { redeemCode } from './plan-requests';

/** Redeems a code; succeeds once the new plan is loaded, so the credits badge updates at once. */
export function useRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCode,
    onSuccess: () => invalidatePlanQueries(queryClient),
  });
}
