import { EmptyState, Stack, Title } from '@mantine/core';
import { PageContainer } from '../theme/PageContainer';

export function VideoEditorPage() {
  return (
    <PageContainer>
      <Stack gap="lg">
        <Title order={1} fz="h2">
          Edit video
        </Title>
        <EmptyState
          title="No captions yet"
          description="Once the video is transcribed, its captions appear here for styling."
        />
      </Stack>
    </PageContainer>
  );
}
