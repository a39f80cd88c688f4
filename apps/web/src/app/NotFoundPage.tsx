import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAuth } from '../lib/use-auth';

export function NotFoundPage() {
  const { isLoggedIn } = useAuth();
  return (
    <Center mih="100dvh" p="md" data-testid="not-found">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text
          aria-hidden="true"
          fw={900}
          fz={{ base: 96, sm: 140 }}
          lh={1}
          c="var(--mantine-primary-color-light-color)"
        >
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed" size="lg">
          The page you are looking for does not exist or has moved. Check the address, or head back.
        </Text>
        <Button component={Link} to={isLoggedIn ? '/dashboard' : '/'} size="md" mt="sm">
          {isLoggedIn ? 'Back to dashboard' : 'Take me home'}
        </Button>
      </Stack>
    </Center>
  );
}
