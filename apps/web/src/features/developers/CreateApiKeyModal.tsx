import type { CreatedApiKey } from '@captionist/contracts';
import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { CreateApiKeyForm } from './CreateApiKeyForm';
import { CreateThenRevealModal } from './CreateThenRevealModal';
import { SecretReveal } from './SecretReveal';

interface CreateApiKeyModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Makes a key, then shows its secret in the same dialog, this once. */
export function CreateApiKeyModal({ opened, onClose }: CreateApiKeyModalProps) {
  return (
    <CreateThenRevealModal<CreatedApiKey>
      opened={opened}
      onClose={onClose}
      formTitle="Create an API key"
      revealTitle="Your new API key"
      form={(onCreated) => <CreateApiKeyForm onCreated={onCreated} onCancel={onClose} />}
      reveal={(created) => (
        <Stack gap="md">
          <SecretReveal
            label={`API key "${created.key.name}"`}
            secret={created.secret}
            noteTitle="You won't see it again"
            hint="Shown only this once: copy it now."
            note="Copy it now and keep it somewhere safe, such as a password manager or your program's secret settings. We only keep a fingerprint of it, so it cannot be shown again; if you lose it, revoke it and create another."
          />
          <Text size="sm" c="dimmed">
            Programs send it in the <Code>Authorization</Code> header:{' '}
            <Code>Bearer {created.key.prefix}…</Code>
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    />
  );
}
