import { API_KEYS_MAX, type ApiKey } from '@captionist/contracts';
import { Code } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiKeyItem } from './ApiKeyItem';
import { apiKeyQueries } from './api-key-queries';
import { CreateApiKeyModal } from './CreateApiKeyModal';
import { DeveloperSection } from './DeveloperSection';
import { RevokeApiKeyModal } from './RevokeApiKeyModal';

/** The user's API keys: made here, shown once, listed by their first characters, revoked. */
export function ApiKeysSection() {
  const query = useQuery(apiKeyQueries.list());
  const [creating, create] = useDisclosure(false);
  const [revoking, revoke] = useDisclosure(false);
  const [keyToRevoke, setKeyToRevoke] = useState<ApiKey | null>(null);
  return (
    <DeveloperSection
      title="API keys"
      description={
        <>
          Let your own scripts and tools use Captionist as you. They send the key as{' '}
          <Code>Authorization: Bearer cap_…</Code>
        </>
      }
      addLabel="Create API key"
      onAdd={create.open}
      max={API_KEYS_MAX}
      limitMessage={`You have ${API_KEYS_MAX} keys, the most an account may have. Revoke one to create another.`}
      query={query}
      listName="your API keys"
      emptyMessage="No API keys yet. Create one to call the API from your own programs."
      renderItem={(key) => (
        <ApiKeyItem
          key={key.id}
          apiKey={key}
          onRevoke={(chosen) => {
            setKeyToRevoke(chosen);
            revoke.open();
          }}
        />
      )}
    >
      <CreateApiKeyModal opened={creating} onClose={create.close} />
      <RevokeApiKeyModal opened={revoking} onClose={revoke.close} apiKey={keyToRevoke} />
    </DeveloperSection>
  );
}
