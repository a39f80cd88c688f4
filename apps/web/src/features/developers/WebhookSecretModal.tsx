import type { WebhookEndpoint } from '@captionist/contracts';
import { Button, Group, Loader, Modal, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NoticeAlert } from '../../components/NoticeAlert';
import { errorMessage } from '../../lib/normalise-error';
import { SecretReveal } from './SecretReveal';
import { revealWebhookSecret } from './webhook-requests';

interface WebhookSecretModalProps {
  opened: boolean;
  onClose: () => void;
  /** Kept while the dialog closes so its text does not vanish. */
  endpoint: WebhookEndpoint | null;
}

/** Shows an endpoint's signing secret again, asked of the server when opened and kept out of the cache. */
export function WebhookSecretModal({ opened, onClose, endpoint }: WebhookSecretModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Webhook signing secret"
      size="lg"
      centered
      // Mantine leaves its close button unnamed.
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && endpoint && <RevealedSecret endpoint={endpoint} onClose={onClose} />}
    </Modal>
  );
}

function RevealedSecret({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  // A mutation, not a query: a query's answer would be persisted with the cache in localStorage.
  const reveal = useMutation({ mutationFn: () => revealWebhookSecret(endpoint.id) });
  const { mutate } = reveal;
  useEffect(() => mutate(), [mutate]);

  return (
    <Stack gap="md">
      {reveal.data ? (
        <SecretReveal
          label="Signing secret"
          secret={reveal.data}
          noteTitle="Keep it secret"
          note="Anyone holding it can sign requests your receiver will trust. If it has leaked, delete the endpoint and add it again for a new secret."
          hint={`For ${endpoint.url}`}
        />
      ) : reveal.isError ? (
        <NoticeAlert tone="error" title="The secret could not be shown" message={errorMessage(reveal.error)}>
          <Button size="xs" variant="light" color="red" onClick={() => mutate()}>
            Try again
          </Button>
        </NoticeAlert>
      ) : (
        <Group justify="center" py="md" role="status" aria-label="Loading the signing secret">
          <Loader size="sm" />
        </Group>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
