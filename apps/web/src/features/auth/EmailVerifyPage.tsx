import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { NoticeAlert } from '../../components/NoticeAlert';
import { ApiError, errorMessage } from '../../lib/normalise-error';
import { useAuth } from '../../lib/use-auth';
import { AuthPageFrame } from './AuthPageFrame';
import { AuthPageLink } from './AuthPageLink';
import { requestEmailVerification } from './account-requests';
import { ResendVerificationForm } from './ResendVerificationForm';
import { readVerificationLink, type VerificationLink } from './signed-links';

// The server answers this message itself for a tampered link; a cut-short one gets the same.
const INVALID_LINK_MESSAGE = 'Invalid verification link.';

function verify(link: VerificationLink | null): Promise<string> {
  if (!link) return Promise.reject(new ApiError(INVALID_LINK_MESSAGE));
  return requestEmailVerification(link.token, link.expires, link.signature);
}

export function EmailVerifyPage() {
  const { token } = useParams();
  const [search] = useSearchParams();
  const { isLoggedIn } = useAuth();
  const link = readVerificationLink(token, search);
  const verification = useQuery({
    queryKey: ['email-verify', link],
    queryFn: () => verify(link),
    // Opening the link is a one-off action: never repeat it on its own.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  return (
    <AuthPageFrame
      title="Verify your e-mail"
      description="We are confirming the address from the link we sent you."
    >
      {verification.isPending && (
        <Center py="lg">
          <Stack align="center" gap="xs">
            <Loader aria-label="Checking your link" />
            <Text c="dimmed" size="sm">
              Checking your link…
            </Text>
          </Stack>
        </Center>
      )}
      {verification.isSuccess && (
        <NoticeAlert tone="success" title="All set" message={verification.data}>
          <Button component={Link} to={isLoggedIn ? '/dashboard' : '/login'}>
            {isLoggedIn ? 'Go to the dashboard' : 'Log in'}
          </Button>
        </NoticeAlert>
      )}
      {verification.isError && (
        <>
          <NoticeAlert tone="error" message={errorMessage(verification.error)} />
          <ResendVerificationForm />
        </>
      )}
      {!verification.isSuccess && <AuthPageLink question="Verified already?" label="Log in" to="/login" />}
    </AuthPageFrame>
  );
}
