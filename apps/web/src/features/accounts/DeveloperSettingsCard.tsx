import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';

/** The way from the profile to the developer settings, which have their own page (/profile/developers). */
export function DeveloperSettingsCard() {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h4" id={titleId}>
            Developers
          </Title>
          <Text size="sm" c="dimmed">
            API keys and webhooks, for scripts and tools that use Captionist as you.
          </Text>
        </Stack>
        <Button component={Link} to="/profile/developers" variant="default">
          API keys and webhooks
        </Button>
      </Group>
    </Paper>
  );
}
