import type { DownloadUrl } from '@captionist/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { captionsUrl } from '../editor';

/** The rendered file and the caption files, each a plain link the browser saves. */
export function RenderDownloads({ videoId, download }: { videoId: string; download: DownloadUrl }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="render-downloads">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h4">
            Download
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {download.filename}
          </Text>
        </Stack>
        <Button component="a" href={download.url} download={download.filename} fullWidth>
          Download video
        </Button>
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Caption files
          </Text>
          <Text size="xs" c="dimmed">
            For YouTube, Vimeo or a player that shows subtitles.
          </Text>
          <Group gap="xs">
            <Button
              component="a"
              href={captionsUrl(videoId, 'srt')}
              download
              variant="default"
              size="compact-sm"
              aria-label="Download SRT captions"
            >
              SRT
            </Button>
            <Button
              component="a"
              href={captionsUrl(videoId, 'vtt')}
              download
              variant="default"
              size="compact-sm"
              aria-label="Download VTT captions"
            >
              VTT
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}
