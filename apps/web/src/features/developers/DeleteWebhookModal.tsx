import type { WebhookEndpoint } from '@captionist/contracts';
import { Code } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { webhookKeys } from '../../lib/query-keys';
import { showToast } from '../../lib/toast';
import { deleteWebhookEndpoint } from './webhook-requests';

interface DeleteWebhookModalProps {
  opened: boolean;
  onClose: () => void;
  /** Kept while the dialog closes so its text does not vanish. */
  endpoint: WebhookEndpoint | null;
}

/** Asks before deleting an endpoint: nothing more is sent to it and its deliveries go. */
export function DeleteWebhookModal({ opened, onClose, endpoint }: DeleteWebhookModalProps) {
  const queryClient = useQueryClient();
  return (
    <ConfirmDeleteModal
      opened={opened}
      onClose={onClose}
      title="Delete webhook endpoint"
      confirmLabel="Delete endpoint"
      failureTitle="Endpoint not deleted"
      remove={() => (endpoint ? deleteWebhookEndpoint(endpoint.id) : Promise.resolve())}
      onDeleted={() => {
        queryClient.setQueryData<WebhookEndpoint[]>(webhookKeys.list, (endpoints) =>
          endpoints?.filter((each) => each.id !== endpoint?.id),
        );
        void queryClient.invalidateQueries({ queryKey: webhookKeys.list });
        onClose();
        showToast({ type: 'success', title: 'Endpoint deleted', message: 'No more events are sent to it.' });
      }}
    >
      Nothing more is sent to <Code style={{ overflowWrap: 'anywhere' }}>{endpoint?.url}</Code>, and its list
      of deliveries goes with it. To pause it instead, disable it.
    </ConfirmDeleteModal>
  );
}
