import { type VideoDetail, videoLengthMs } from '@captionist/contracts';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDuration } from '../../lib/format-duration';
import { VideoStatusBadge, videoStatusView } from '../projects';
import { RenderControl } from '../render';

/** The video's name and state, the way back to its project, and its render. */
export function EditorHeader({
  video,
  beforeRender,
}: {
  video: VideoDetail;
  /** Saves the editor's changes, so the render draws what the preview shows. */
  beforeRender?: (() => Promise<void>) | undefined;
}) {
  // A clip's own length, as on its card: its ranges, not its recording.
  const length = formatDuration(videoLengthMs(video));
  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
      <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
        <Anchor component={Link} to={`/project/${video.project_id}`} size="sm" w="fit-content">
          ← Back to the project
        </Anchor>
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
            {video.name}
          </Title>
          <VideoStatusBadge view={videoStatusView(video)} />
          {length && (
            <Text size="sm" c="dimmed">
              {length}
            </Text>
          )}
        </Group>
      </Stack>
      <RenderControl video={video} beforeRender={beforeRender} />
    </Group>
  );
}
