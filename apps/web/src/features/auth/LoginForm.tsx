import type { LoginRequest } from '@captionist/contracts';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { NoticeAlert } from '../../components/NoticeAlert';
import { useAuth } from '../../lib/use-auth';
import { useFormSubmit } from '../../lib/use-form-submit';
import { ResendVerificationButton } from './ResendVerificationButton';

const loadSubmission = () => import('./login-submission');

export function LoginForm() {
  const { login } = useAuth();
  const form = useForm<LoginRequest>({
    initialValues: { email: '', password: '' },
    validate: async (values) => (await loadSubmission()).validateLogin(values),
  });
  const requestLogin = async (values: LoginRequest) => (await loadSubmission()).requestLogin(values);
  // GuestOnlyRoute takes the signed-in user on to the dashboard.
  const submit = useFormSubmit(form, { request: requestLogin, onSuccess: (user) => login(user) });
  // The right password on an unverified address is the one 403 the login answers.
  const unverifiedEmail = submit.error?.httpStatus === 403 ? submit.submitted?.email : undefined;

  return (
    <form onSubmit={submit.onSubmit} noValidate>
      <Stack gap="md">
        {submit.failureMessage && (
          <NoticeAlert tone="error" message={submit.failureMessage}>
            {unverifiedEmail && <ResendVerificationButton email={unverifiedEmail} />}
          </NoticeAlert>
        )}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Stack gap={6}>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot your password?
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" loading={form.submitting || submit.isPending} fullWidth>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
