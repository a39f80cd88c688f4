import { Button, Center, Stack, Text, Title } from '@mantine/core';

/**
 * Shown when a screen crashes or its code fails to download (often right after a deploy
 * replaced the old chunks), where reloading is the fix.
 */
export function RouteErrorPage() {
  return (
    <Center mih="100dvh" p="md" data-testid="route-error">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">This screen could not be shown. Reloading the page usually fixes it.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
