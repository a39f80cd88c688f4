import {
  API_KEY_NAME_MAX,
  type ApiKeyScope,
  apiKeyScopes,
  type CreatedApiKey,
  createApiKeyRequestSchema,
} from '@captionist/contracts';
import { Button, Checkbox, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { NoticeAlert } from '../../components/NoticeAlert';
import { apiKeyKeys } from '../../lib/query-keys';
import { useFormSubmit } from '../../lib/use-form-submit';
import { createApiKey } from './api-key-requests';
import { keyLifetimes, scopeText } from './developer-labels';

interface CreateApiKeyFormValues {
  name: string;
  scopes: ApiKeyScope[];
  expires_in_days: number | null;
}

interface CreateApiKeyFormProps {
  onCreated: (created: CreatedApiKey) => void;
  onCancel: () => void;
}

const NEVER = 'never';

/** Names a new key, picks its scopes and how long it works; the server's errors land under their fields. */
export function CreateApiKeyForm({ onCreated, onCancel }: CreateApiKeyFormProps) {
  const queryClient = useQueryClient();
  const form = useForm<CreateApiKeyFormValues>({
    initialValues: { name: '', scopes: ['read'], expires_in_days: null },
    validate: schemaResolver(createApiKeyRequestSchema, { sync: true }),
  });
  const submit = useFormSubmit(form, {
    request: createApiKey,
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: apiKeyKeys.list });
      onCreated(created);
    },
  });
  const lifetime = form.getValues().expires_in_days;

  return (
    <form onSubmit={submit.onSubmit} noValidate>
      <Stack gap="md">
        {submit.failureMessage && <NoticeAlert tone="error" message={submit.failureMessage} />}
        <TextInput
          label="Name"
          description="What will use it, so you know which key to revoke later."
          placeholder="Nightly export"
          required
          maxLength={API_KEY_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Checkbox.Group
          label="Scopes"
          description="What a program holding this key may do."
          required
          {...form.getInputProps('scopes')}
        >
          <Stack gap="xs" mt="xs">
            {apiKeyScopes.map((scope) => {
              const { name, description } = scopeText(scope);
              return <Checkbox key={scope} value={scope} label={name} description={description} />;
            })}
          </Stack>
        </Checkbox.Group>
        <NativeSelect
          label="Expires"
          description="The key stops working then; you can revoke it at any time."
          data={keyLifetimes.map(({ days, label }) => ({
            value: days === null ? NEVER : String(days),
            label,
          }))}
          value={lifetime === null ? NEVER : String(lifetime)}
          onChange={(event) => {
            const { value } = event.currentTarget;
            form.setFieldValue('expires_in_days', value === NEVER ? null : Number(value));
          }}
          error={form.errors.expires_in_days}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submit.isPending}>
            Create key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
