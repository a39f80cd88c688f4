import { redeemCodeRequestSchema } from '@captionist/contracts';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { redeemErrorOf } from './redeem-error';
import type { useRedeemCode } from './use-redeem-code';

/** The code field; Enter submits, and a problem with the code shows under it. */
export function RedeemCodeForm({ redeem }: { redeem: ReturnType<typeof useRedeemCode> }) {
  const form = useForm({
    initialValues: { code: '' },
    validate: schemaResolver(redeemCodeRequestSchema, { sync: true }),
    transformValues: ({ code }) => ({ code: code.trim().toUpperCase() }),
  });
  const submit = form.onSubmit(({ code }) =>
    redeem.mutate(code, {
      onError: (error) => {
        const { field } = redeemErrorOf(error);
        // Kept in the form so it clears as soon as the code is edited.
        if (field) form.setFieldError('code', field);
      },
    }),
  );
  const generalError = redeem.error ? redeemErrorOf(redeem.error).general : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {generalError && (
          <Alert color="red" variant="light" data-testid="redeem-general-error">
            {generalError}
          </Alert>
        )}
        <TextInput
          {...form.getInputProps('code')}
          label="Code"
          description="Dashes and upper or lower case do not matter."
          placeholder="XXXX-XXXX-XXXX-XXXX"
          size="md"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          styles={{ input: { textTransform: 'uppercase', letterSpacing: '0.08em', fontFamily: 'monospace' } }}
        />
        <Group>
          <Button type="submit" size="md" loading={redeem.isPending}>
            Redeem
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
