import { Divider } from '@mantine/core';
import { useLoaderData, useSearchParams } from 'react-router';
import { NoticeAlert } from '../../components/NoticeAlert';
import { AuthPageFrame } from './AuthPageFrame';
import { AuthPageLink } from './AuthPageLink';
import { GoogleSignInButton } from './GoogleSignInButton';
import type { isGoogleSignInOffered } from './google-sign-in-probe';
import { LoginForm } from './LoginForm';

// Anyone can put text in a link's query; a cap keeps a crafted one from taking over the page.
const MAX_ERROR_LENGTH = 200;

export function LoginPage() {
  const [search] = useSearchParams();
  // Google sign-in failures come back here as ?error=message.
  const googleError = search.get('error')?.slice(0, MAX_ERROR_LENGTH);
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
