import type { ApiKey } from '@captionist/contracts';
import { Code } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { apiKeyKeys } from '../../lib/query-keys';
import { showToast } from '../../lib/toast';
import { revokeApiKey } from './api-key-requests';
import { keyPrefixLabel } from './developer-labels';

interface RevokeApiKeyModalProps {
  opened: boolean;
  onClose: () => void;
  /** The key to revoke; kept while the dialog closes so its text does not vanish. */
  apiKey: ApiKey | null;
}

/** Asks before revoking: programs using the key stop working at once. */
export function RevokeApiKeyModal({ opened, onClose, apiKey }: RevokeApiKeyModalProps) {
  const queryClient = useQueryClient();
  return (
    <ConfirmDeleteModal
      opened={opened}
      onClose={onClose}
      title="Revoke API key"
      confirmLabel="Revoke key"
      failureTitle="Key not revoked"
      remove={() => (apiKey ? revokeApiKey(apiKey.id) : Promise.resolve())}
      onDeleted={() => {
        queryClient.setQueryData<ApiKey[]>(apiKeyKeys.list, (keys) =>
          keys?.filter((key) => key.id !== apiKey?.id),
        );
        void queryClient.invalidateQueries({ queryKey: apiKeyKeys.list });
        onClose();
        showToast({ type: 'success', title: 'Key revoked', message: `"${apiKey?.name}" no longer works.` });
      }}
    >
      Programs using <strong>{apiKey?.name}</strong> (<Code>{keyPrefixLabel(apiKey?.prefix ?? '')}</Code>)
      stop working at once. This cannot be undone.
    </ConfirmDeleteModal>
  );
}
