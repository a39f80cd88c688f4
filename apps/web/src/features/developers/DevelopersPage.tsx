import { Anchor, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { PageContainer } from '../../components/PageContainer';
import { ApiKeysSection } from './ApiKeysSection';
import { WebhooksSection } from './WebhooksSection';

/** The server's API reference (Scalar over the OpenAPI document), outside the app's pages. */
const API_REFERENCE_URL = '/api/reference';

/** /profile/developers: what a person's own programs use, API keys and webhooks. */
export function DevelopersPage() {
  return (
    <PageContainer>
      <Stack gap="lg" maw={820}>
        <Stack gap={4}>
          <Anchor component={Link} to="/profile" size="sm">
            ← Profile
          </Anchor>
          <Title order={1} fz="h2">
            Developers
          </Title>
          <Text size="sm" c="dimmed">
            Use Captionist from your own programs: API keys let them call the API as you, webhooks tell them
            when something happens.
          </Text>
          <Group gap="md">
            <Anchor href={API_REFERENCE_URL} target="_blank" rel="noopener" size="sm" fw={500}>
              API reference ↗<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          </Group>
        </Stack>
        <ApiKeysSection />
        <WebhooksSection />
      </Stack>
    </PageContainer>
  );
}
