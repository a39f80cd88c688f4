import { type ChangePasswordRequest, changePasswordRequestSchema, type User } from '@captionist/contracts';
import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { NoticeAlert } from '../../components/NoticeAlert';
import { showToast } from '../../lib/toast';
import { useAuth } from '../../lib/use-auth';
import { useFormSubmit } from '../../lib/use-form-submit';
import { requestPasswordChange } from './profile-requests';

/** Changes the password; an account made through Google sets its first one here. */
export function ChangePasswordForm({ user }: { user: User }) {
  const { updateUser } = useAuth();
  const form = useForm<Required<ChangePasswordRequest>>({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: schemaResolver(changePasswordRequestSchema, { sync: true }),
  });
  const submit = useFormSubmit(form, {
    request: ({ current_password, ...newPassword }) =>
      requestPasswordChange(user.has_password ? { current_password, ...newPassword } : newPassword),
    onSuccess: (message) => {
      form.reset();
      if (!user.has_password) updateUser({ ...user, has_password: true });
      showToast({ type: 'success', title: 'Password changed', message });
    },
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit.onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz="h4">
              {user.has_password ? 'Password' : 'Set a password'}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {user.has_password
                ? 'Other devices signed in to your account are signed out when it changes.'
                : 'You sign in with Google. Set a password to also sign in with your e-mail address.'}
            </Text>
          </div>
          {submit.failureMessage && <NoticeAlert tone="error" message={submit.failureMessage} />}
          {/* Lets password managers file the new password under the right account. */}
          <input type="hidden" name="username" autoComplete="username" defaultValue={user.email} />
          {user.has_password && (
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              required
              {...form.getInputProps('current_password')}
            />
          )}
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
          <Group justify="flex-end">
            <Button type="submit" loading={submit.isPending}>
              {user.has_password ? 'Change password' : 'Set password'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
