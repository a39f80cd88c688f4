import type { CreatedWebhookEndpoint } from '@captionist/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { AddWebhookForm } from './AddWebhookForm';
import { CreateThenRevealModal } from './CreateThenRevealModal';
import { SecretReveal } from './SecretReveal';

interface AddWebhookModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Registers an endpoint, then shows its signing secret in the same dialog. */
export function AddWebhookModal({ opened, onClose }: AddWebhookModalProps) {
  return (
    <CreateThenRevealModal<CreatedWebhookEndpoint>
      opened={opened}
      onClose={onClose}
      formTitle="Add a webhook endpoint"
      revealTitle="Endpoint added"
      form={(onCreated) => <AddWebhookForm onCreated={onCreated} onCancel={onClose} />}
      reveal={(created) => (
        <Stack gap="md">
          <SecretReveal
            label="Signing secret"
            secret={created.secret}
            noteTitle="Verify every request with this secret"
            note="Your receiver checks the webhook-signature header with it (the Standard Webhooks scheme), so it knows a request really comes from Captionist. Keep it out of your code; you can show it again from the endpoint's menu."
            hint={`For ${created.endpoint.url}`}
          />
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    />
  );
}
