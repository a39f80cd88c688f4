import {
  type CreatedWebhookEndpoint,
  createWebhookEndpointRequestSchema,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_URL_MAX,
  type WebhookEvent,
  webhookEventLabels,
  webhookEvents,
} from '@captionist/contracts';
import { Button, Checkbox, Code, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { NoticeAlert } from '../../components/NoticeAlert';
import { webhookKeys } from '../../lib/query-keys';
import { useFormSubmit } from '../../lib/use-form-submit';
import { createWebhookEndpoint } from './webhook-requests';

interface AddWebhookFormValues {
  url: string;
  description: string;
  events: WebhookEvent[];
}

interface AddWebhookFormProps {
  onCreated: (created: CreatedWebhookEndpoint) => void;
  onCancel: () => void;
}

/** A URL to send events to, which events, and a note for the person; server errors under their fields. */
export function AddWebhookForm({ onCreated, onCancel }: AddWebhookFormProps) {
  const queryClient = useQueryClient();
  const form = useForm<AddWebhookFormValues>({
    initialValues: { url: '', description: '', events: [...webhookEvents] },
    validate: schemaResolver(createWebhookEndpointRequestSchema, { sync: true }),
  });
  const submit = useFormSubmit(form, {
    request: createWebhookEndpoint,
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: webhookKeys.list });
      onCreated(created);
    },
  });
  const chosen = form.getValues().events;

  return (
    <form onSubmit={submit.onSubmit} noValidate>
      <Stack gap="md">
        {submit.failureMessage && <NoticeAlert tone="error" message={submit.failureMessage} />}
        <TextInput
          label="Endpoint URL"
          description="Captionist sends each event there as a signed POST request."
          placeholder="https://example.com/hooks/captionist"
          type="url"
          inputMode="url"
          required
          maxLength={WEBHOOK_URL_MAX}
          data-autofocus
          {...form.getInputProps('url')}
        />
        <TextInput
          label="Description"
          description="Optional: what listens there."
          maxLength={WEBHOOK_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <Checkbox.Group label="Events" required {...form.getInputProps('events')}>
          <Group gap="xs" mt={4}>
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => form.setFieldValue('events', [...webhookEvents])}
              disabled={chosen.length === webhookEvents.length}
            >
              Select all
            </Button>
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => form.setFieldValue('events', [])}
              disabled={chosen.length === 0}
            >
              Clear
            </Button>
          </Group>
          <Stack gap="xs" mt="xs">
            {webhookEvents.map((event) => (
              <Checkbox
                key={event}
                value={event}
                label={webhookEventLabels[event]}
                description={<Code fz="xs">{event}</Code>}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submit.isPending}>
            Add endpoint
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
