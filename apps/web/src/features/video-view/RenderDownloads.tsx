import type { DownloadUrl } from '@captionist/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { captionsUrl } from '../editor';
import { CaptionOverlays } from './CaptionOverlays';

/** The rendered file, the caption files and the caption overlays, each a plain link the browser saves. */
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
            SRT and VTT for YouTube, Vimeo or a player; ASS keeps the style, for an editor.
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
            <Button
              component="a"
              href={captionsUrl(videoId, 'ass')}
              download
              title="The styled captions, for Aegisub, Premiere or Resolve"
              variant="default"
              size="compact-sm"
              aria-label="Download styled ASS captions"
            >
              ASS
            </Button>
          </Group>
        </Stack>
        <CaptionOverlays videoId={videoId} />
      </Stack>
    </Paper>
  );
}
