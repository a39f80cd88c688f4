import type { ApiKey } from '@captionist/contracts';
import { Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { expiresSoon, expiryLabel, keyPrefixLabel, momentLabel } from './developer-labels';

interface ApiKeyItemProps {
  apiKey: ApiKey;
  onRevoke: (apiKey: ApiKey) => void;
}

/** One key of the list: never its secret, only the first characters that let you recognise it. */
export function ApiKeyItem({ apiKey, onRevoke }: ApiKeyItemProps) {
  const expired = apiKey.expires_at !== null && new Date(apiKey.expires_at).getTime() <= Date.now();
  return (
    <Group component="li" justify="space-between" wrap="nowrap" align="flex-start" gap="sm" py="sm">
      <Stack gap={6} miw={0} style={{ flex: 1 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {apiKey.name}
          </Text>
          <Code data-testid="api-key-prefix">{keyPrefixLabel(apiKey.prefix)}</Code>
        </Group>
        <Group gap={6} aria-label="Scopes" role="group">
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} variant="light" color={scope === 'render' ? 'orange' : 'gray'} tt="none">
              {scope}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          Created {momentLabel(apiKey.created_at, '')} ·{' '}
          {apiKey.last_used_at ? `Last used ${momentLabel(apiKey.last_used_at, '')}` : 'Never used'} ·{' '}
          <Text span inherit c={expired || expiresSoon(apiKey.expires_at) ? 'orange' : undefined}>
            {expiryLabel(apiKey.expires_at)}
          </Text>
        </Text>
      </Stack>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        style={{ flexShrink: 0 }}
        aria-label={`Revoke ${apiKey.name}`}
        onClick={() => onRevoke(apiKey)}
      >
        Revoke
      </Button>
    </Group>
  );
}
