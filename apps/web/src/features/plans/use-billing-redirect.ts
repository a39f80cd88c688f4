import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../lib/normalise-error';
import { showToast } from '../../lib/toast';

/** Asks the server for a billing page (checkout or portal) and sends the browser there. */
export function useBillingRedirect<T>(request: (argument: T) => Promise<string>, failureTitle: string) {
  const mutation = useMutation({
    mutationFn: request,
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => showToast({ type: 'error', title: failureTitle, message: errorMessage(error) }),
  });
  return {
    open: mutation.mutate,
    isPending: mutation.isPending,
    /** What the pending request is for, e.g. the plan being bought. */
    pendingArgument: mutation.isPending ? mutation.variables : undefined,
  };
}
