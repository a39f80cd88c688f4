import { type SignupRequest, signupRequestSchema } from '@captionist/contracts';
import { Button, Checkbox, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { NoticeAlert } from '../../components/NoticeAlert';
import { useFormSubmit } from '../../lib/use-form-submit';
import { requestSignup } from './account-requests';

interface SignupFormProps {
  /** Called with the server's "we sent a link" message and the address it went to. */
  onSignedUp: (message: string, email: string) => void;
}

type SignupValues = Omit<SignupRequest, 'agree_terms'> & { agree_terms: boolean };

export function SignupForm({ onSignedUp }: SignupFormProps) {
  const form = useForm<SignupValues>({
    initialValues: {
      firstname: '',
      lastname: '',
      email: '',
      password: '',
      password_confirmation: '',
      agree_terms: false,
    },
    validate: schemaResolver(signupRequestSchema, { sync: true }),
  });
  const submit = useFormSubmit(form, {
    // Validation has already made sure the terms are agreed to.
    request: (values) => requestSignup({ ...values, agree_terms: true }),
    onSuccess: (message, values) => onSignedUp(message, values.email.trim()),
  });

  return (
    <form onSubmit={submit.onSubmit} noValidate>
      <Stack gap="md">
        {submit.failureMessage && <NoticeAlert tone="error" message={submit.failureMessage} />}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            {...form.getInputProps('firstname')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            required
            {...form.getInputProps('lastname')}
          />
        </SimpleGrid>
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          description="At least 8 characters."
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          {...form.getInputProps('password_confirmation')}
        />
        <Checkbox
          label="I agree to the terms of service and the privacy policy"
          {...form.getInputProps('agree_terms', { type: 'checkbox' })}
        />
        <Button type="submit" loading={submit.isPending} fullWidth>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
