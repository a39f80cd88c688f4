import { resendVerificationRequestSchema } from '@captionist/contracts';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { NoticeAlert } from '../../components/NoticeAlert';
import { useFormSubmit } from '../../lib/use-form-submit';
import { requestVerificationResend } from './account-requests';

/** Asks for a new verification link when the page does not know the address. */
export function ResendVerificationForm() {
  const form = useForm({
    initialValues: { email: '' },
    validate: schemaResolver(resendVerificationRequestSchema, { sync: true }),
  });
  const submit = useFormSubmit(form, { request: ({ email }) => requestVerificationResend(email) });

  if (submit.result) return <NoticeAlert tone="success" message={submit.result} />;
  return (
    <form onSubmit={submit.onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">Ask for a new link and open it from the newest mail.</Text>
        {submit.failureMessage && <NoticeAlert tone="error" message={submit.failureMessage} />}
        <TextInput
          label="Your e-mail"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={submit.isPending} fullWidth>
          Send a new link
        </Button>
      </Stack>
    </form>
  );
}
