import { resetPasswordRequestSchema } from '@captionist/contracts';
import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { NoticeAlert } from '../../components/NoticeAlert';
import { useFormSubmit } from '../../lib/use-form-submit';
import { requestPasswordReset } from './account-requests';
import type { ResetLink } from './signed-links';

/** The new password for the account the e-mailed link names. */
export function ResetPasswordForm({ link }: { link: ResetLink }) {
  const form = useForm({
    initialValues: { ...link, password: '', password_confirmation: '' },
    validate: schemaResolver(resetPasswordRequestSchema, { sync: true }),
  });
  const submit = useFormSubmit(form, { request: requestPasswordReset });
  // 403 is the link's own fault (tampered, expired, used): only a new link helps.
  const linkRefused = submit.error?.httpStatus === 403;

  if (submit.result) {
    return (
      <NoticeAlert tone="success" title="Password changed" message={submit.result}>
        <Button component={Link} to="/login">
          Log in
        </Button>
      </NoticeAlert>
    );
  }
  return (
    <form onSubmit={submit.onSubmit} noValidate>
      <Stack gap="md">
        {submit.failureMessage && (
          <NoticeAlert tone="error" message={submit.failureMessage}>
            {linkRefused && (
              <Anchor component={Link} to="/forgot-password" size="sm">
                Ask for a new link
              </Anchor>
            )}
          </NoticeAlert>
        )}
        <Text size="sm">
          For{' '}
          <Text span fw={600}>
            {link.email}
          </Text>
        </Text>
        {/* Lets password managers file the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" defaultValue={link.email} />
        <PasswordInput
          label="New password"
          description="At least 8 characters."
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('password_confirmation')}
        />
        <Button type="submit" loading={submit.isPending} fullWidth>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
