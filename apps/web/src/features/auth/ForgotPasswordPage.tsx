import { forgotPasswordRequestSchema } from '@captionist/contracts';
import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { NoticeAlert } from '../../components/NoticeAlert';
import { useFormSubmit } from '../../lib/use-form-submit';
import { AuthPageFrame } from './AuthPageFrame';
import { AuthPageLink } from './AuthPageLink';
import { requestPasswordResetLink } from './account-requests';

export function ForgotPasswordPage() {
  const form = useForm({
    initialValues: { email: '' },
    validate: schemaResolver(forgotPasswordRequestSchema, { sync: true }),
  });
  const submit = useFormSubmit(form, { request: ({ email }) => requestPasswordResetLink(email) });

  return (
    <AuthPageFrame title="Forgot your password?" description="We will e-mail you a link to choose a new one.">
      {submit.result ? (
        <NoticeAlert tone="success" title="Check your inbox" message={submit.result} />
      ) : (
        <form onSubmit={submit.onSubmit} noValidate>
          <Stack gap="md">
            {submit.failureMessage && <NoticeAlert tone="error" message={submit.failureMessage} />}
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={submit.isPending} fullWidth>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <AuthPageLink question="Remembered it?" label="Log in" to="/login" />
    </AuthPageFrame>
  );
}
