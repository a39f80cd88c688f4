import { Divider } from '@mantine/core';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { AuthPageFrame } from './AuthPageFrame';
import { AuthPageLink } from './AuthPageLink';
import { GoogleSignInButton } from './GoogleSignInButton';
import type { isGoogleSignInOffered } from './google-sign-in-probe';
import { SignupForm } from './SignupForm';
import { SignupSentPanel } from './SignupSentPanel';

export function SignupPage() {
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const googleOffered = useLoaderData<typeof isGoogleSignInOffered>();

  if (sent) {
    return (
      <AuthPageFrame title="Check your inbox" description="One more step before you can sign in.">
        <SignupSentPanel message={sent.message} email={sent.email} />
        <AuthPageLink question="Verified already?" label="Log in" to="/login" />
      </AuthPageFrame>
    );
  }
  return (
    <AuthPageFrame title="Create your account" description="Start adding animated captions to your videos.">
      {googleOffered && (
        <>
          <GoogleSignInButton />
          <Divider label="or with your e-mail" labelPosition="center" />
        </>
      )}
      <SignupForm onSignedUp={(message, email) => setSent({ message, email })} />
      <AuthPageLink question="Already have an account?" label="Log in" to="/login" />
    </AuthPageFrame>
  );
}
