import type { Video } from '@captionist/contracts';
import { Alert, Anchor, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/normalise-error';
import { requestRender } from '../render';

interface RenderStart {
  video: Video;
  /** Why it did not start (no credits left, a plan limit), or null when it did. */
  refused: string | null;
}

/**
 * The videos just made from accepted clips: each opens in the editor, and "Render all" starts
 * their renders, one credit each under the plan's rules, saying which could not start and why.
 */
export function MadeClips({ videos }: { videos: readonly Video[] }) {
  const renderAll = useMutation({
    mutationFn: async (): Promise<RenderStart[]> => {
      const started: RenderStart[] = [];
      // One after another: the server charges each in turn and refuses once the credits run out.
      for (const video of videos) {
        try {
          await requestRender(video.id, crypto.randomUUID());
          started.push({ video, refused: null });
        } catch (error) {
          started.push({ video, refused: errorMessage(error) });
        }
      }
      return started;
    },
  });
  const projectId = videos[0]?.project_id;
  const refused = renderAll.data?.filter((start) => start.refused !== null) ?? [];
  const running = (renderAll.data?.length ?? 0) - refused.length;

  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="section"
      aria-label="Videos made from clips"
      data-testid="made-clips"
    >
      <Stack gap="xs">
        <Title order={4} fz="sm">
          {videos.length === 1 ? 'One video made' : `${videos.length} videos made`}
        </Title>
        <List size="sm" spacing={4}>
          {videos.map((video) => (
            <List.Item key={video.id}>
              <Anchor component={Link} to={`/video/${video.id}`}>
                {video.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
        <Group gap="sm">
          <Button
            size="xs"
            onClick={() => renderAll.mutate()}
            loading={renderAll.isPending}
            disabled={renderAll.isSuccess}
          >
            Render all
          </Button>
          <Text size="xs" c="dimmed">
            One credit per video.
          </Text>
        </Group>
        {renderAll.isSuccess && running > 0 && (
          <Text size="sm" role="status" data-testid="made-clips-rendering">
            {running === 1 ? 'One render started' : `${running} renders started`}: follow them on{' '}
            {projectId ? (
              <Anchor component={Link} to={`/project/${projectId}`}>
                the project page
              </Anchor>
            ) : (
              'the project page'
            )}
            .
          </Text>
        )}
        {refused.length > 0 && (
          <Alert color="orange" variant="light" title="Not every render started" role="alert">
            {refused.map((start) => (
              <Text size="sm" key={start.video.id}>
                {start.video.name}: {start.refused}
              </Text>
            ))}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
