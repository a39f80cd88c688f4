import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../lib/normalise-error';
import { showToast } from '../../lib/toast';

// The API contracts (and zod) load on the first click, not with the login page that shows this.
const requestVerificationResend = async (email: string) =>
  (await import('./account-requests')).requestVerificationResend(email);

interface ResendVerificationButtonProps {
  email: string;
  label?: string;
}

/** Mails a new verification link to an address the page already knows. */
export function ResendVerificationButton({
  email,
  label = 'Send a new link',
}: ResendVerificationButtonProps) {
  const resend = useMutation({
    mutationFn: requestVerificationResend,
    onSuccess: (message) => showToast({ type: 'success', title: 'Link sent', message }),
    onError: (error) =>
      showToast({ type: 'error', title: 'Could not send the link', message: errorMessage(error) }),
  });
  return (
    <Button variant="light" size="xs" loading={resend.isPending} onClick={() => resend.mutate(email)}>
      {label}
    </Button>
  );
}
