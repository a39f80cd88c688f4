import { Anchor } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { NoticeAlert } from '../../components/NoticeAlert';
import { AuthPageFrame } from './AuthPageFrame';
import { AuthPageLink } from './AuthPageLink';
import { ResetPasswordForm } from './ResetPasswordForm';
import { readResetLink } from './signed-links';

export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const link = readResetLink(search);
  return (
    <AuthPageFrame title="Choose a new password" description="Pick a password you have not used here before.">
      {link ? (
        <ResetPasswordForm link={link} />
      ) : (
        <NoticeAlert
          tone="error"
          message="This password reset link is incomplete. Open it again from the e-mail, or ask for a new one."
        >
          <Anchor component={Link} to="/forgot-password" size="sm">
            Ask for a new link
          </Anchor>
        </NoticeAlert>
      )}
      <AuthPageLink question="Remembered it?" label="Log in" to="/login" />
    </AuthPageFrame>
  );
}
