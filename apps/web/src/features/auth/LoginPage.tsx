import { googleSignInErrorMessage } from '@captionist/contracts/google-sign-in-errors';
import { Divider } from '@mantine/core';
import { useLoaderData, useSearchParams } from 'react-router';
import { NoticeAlert } from '../../components/NoticeAlert';
import { AuthPageFrame } from './AuthPageFrame';
import { AuthPageLink } from './AuthPageLink';
import { GoogleSignInButton } from './GoogleSignInButton';
import type { isGoogleSignInOffered } from './google-sign-in-probe';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  const [search] = useSearchParams();
  // Google sign-in failures come back here as ?error=code; anyone can write a link, so any
  // other text is not shown.
  const googleError = googleSignInErrorMessage(search.get('error'));
  const googleOffered = useLoaderData<typeof isGoogleSignInOffered>();
  return (
    <AuthPageFrame title="Log in" description="Welcome back. Sign in to keep captioning your videos.">
      {googleError && <NoticeAlert tone="error" title="Google sign-in failed" message={googleError} />}
      {googleOffered && (
        <>
          <GoogleSignInButton />
          <Divider label="or with your e-mail" labelPosition="center" />
        </>
      )}
      <LoginForm />
      <AuthPageLink question="No account yet?" label="Sign up" to="/signup" />
    </AuthPageFrame>
  );
}
