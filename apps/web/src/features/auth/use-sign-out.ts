import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/normalise-error';
import { showToast } from '../../lib/toast';
import { useAuth } from '../../lib/use-auth';
import { requestLogout } from './auth-requests';

/** Ends the session on the server, then forgets the user and their cached data here. */
export function useSignOut() {
  const { logout } = useAuth();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: requestLogout,
    onSuccess: () => {
      // The next person on this browser must not see this user's cached data.
      queryClient.clear();
      logout();
    },
    onError: (error) => showToast({ type: 'error', title: 'Sign out failed', message: errorMessage(error) }),
  });
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
}
