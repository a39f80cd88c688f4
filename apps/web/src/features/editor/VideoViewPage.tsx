import { Button, EmptyState, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageContainer } from '../theme/PageContainer';

export function VideoViewPage() {
  const { vid } = useParams();
  return (
    <PageContainer>
      <Stack gap="lg">
        <Title order={1} fz="h2">
          Video
        </Title>
        <EmptyState
          title="Not rendered yet"
          description="Render the video in the editor to watch and download it here."
        >
          <EmptyState.Actions>
            <Button component={Link} to={`/video/${vid}`} variant="light">
              Open the editor
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Stack>
    </PageContainer>
  );
}
