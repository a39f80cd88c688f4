import { WEBHOOK_ENDPOINTS_MAX, type WebhookEndpoint } from '@captionist/contracts';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AddWebhookModal } from './AddWebhookModal';
import { DeleteWebhookModal } from './DeleteWebhookModal';
import { DeveloperSection } from './DeveloperSection';
import { WebhookEndpointItem } from './WebhookEndpointItem';
import { WebhookSecretModal } from './WebhookSecretModal';
import { webhookQueries } from './webhook-queries';

/** The user's webhook endpoints: added, tested, paused, deleted, with what was sent to each. */
export function WebhooksSection() {
  const query = useQuery(webhookQueries.list());
  const [adding, add] = useDisclosure(false);
  const [showingSecret, secret] = useDisclosure(false);
  const [deleting, remove] = useDisclosure(false);
  const [chosen, setChosen] = useState<WebhookEndpoint | null>(null);
  return (
    <DeveloperSection
      title="Webhooks"
      description="Captionist tells your server when a video is ready, a transcript or a render is done, and more, with a signed POST request. Failed deliveries are retried for a day."
      addLabel="Add endpoint"
      onAdd={add.open}
      max={WEBHOOK_ENDPOINTS_MAX}
      limitMessage={`You have ${WEBHOOK_ENDPOINTS_MAX} endpoints, the most an account may have. Delete one to add another.`}
      query={query}
      listName="your webhook endpoints"
      emptyMessage="No webhook endpoints yet. Add one to hear about your videos as things happen."
      renderItem={(endpoint) => (
        <WebhookEndpointItem
          key={endpoint.id}
          endpoint={endpoint}
          onShowSecret={(picked) => {
            setChosen(picked);
            secret.open();
          }}
          onDelete={(picked) => {
            setChosen(picked);
            remove.open();
          }}
        />
      )}
    >
      <AddWebhookModal opened={adding} onClose={add.close} />
      <WebhookSecretModal opened={showingSecret} onClose={secret.close} endpoint={chosen} />
      <DeleteWebhookModal opened={deleting} onClose={remove.close} endpoint={chosen} />
    </DeveloperSection>
  );
}
