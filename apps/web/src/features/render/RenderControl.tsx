import type { VideoDetail } from '@captionist/contracts';
import { Alert, Button, Group, Paper, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type ApiError, errorMessage } from '../../lib/normalise-error';
import { videoKeys } from '../../lib/query-keys';
import { showToast } from '../../lib/toast';
import { CancelRenderModal } from './CancelRenderModal';
import { RenderProgressBar } from './RenderProgressBar';
import { RenderRefusalNotice } from './RenderRefusalNotice';
import { isRenderInFlight, refreshAfterRenderChange, renderQueries } from './render-queries';
import { cancelRender } from './render-requests';
import { useFollowRender } from './use-follow-render';
import { useRenderRequest } from './use-render-request';

const canRender = (video: VideoDetail) =>
  video.transcription_status === 'done' && (video.status === 'ready' || video.status === 'rendered');

interface RenderControlProps {
  video: VideoDetail;
  /** The editor's pending changes saved before the render starts (it draws what they show). */
  beforeRender?: (() => Promise<void>) | undefined;
}

/** The editor's "Render video": the §5 check, the request, its progress, cancel, and the result. */
export function RenderControl({ video, beforeRender }: RenderControlProps) {
  const queryClient = useQueryClient();
  const progressQuery = useQuery(renderQueries.progress(video.id));
  const request = useRenderRequest(video, beforeRender);
  const [confirming, confirm] = useDisclosure(false);
  const progress = progressQuery.data;
  const inFlight = isRenderInFlight(progress?.status);

  useFollowRender(video, progressQuery);

  const cancel = useMutation({
    mutationFn: () => cancelRender(video.id),
    onSuccess: (next) => {
      queryClient.setQueryData(videoKeys.renderProgress(video.id), next);
      void refreshAfterRenderChange(queryClient, video.id);
      confirm.close();
    },
    onError: (error: ApiError) => {
      confirm.close();
      // Most often the render ended in the meantime; show how it ended.
      void queryClient.invalidateQueries({ queryKey: videoKeys.renderProgress(video.id) });
      showToast({ type: 'error', title: 'The render was not cancelled', message: errorMessage(error) });
    },
  });

  const done = progress?.status === 'done';
  return (
    <Stack gap="xs" w={{ base: '100%', sm: 360 }} data-testid="render-control">
      {inFlight && progress ? (
        <Paper withBorder p="sm" radius="md">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <div style={{ flex: 1, minWidth: 0 }}>
              <RenderProgressBar progress={progress} />
            </div>
            <Button size="xs" variant="default" onClick={confirm.open} aria-label="Cancel the render">
              Cancel
            </Button>
          </Group>
        </Paper>
      ) : (
        <Group gap="xs" justify="flex-end" wrap="wrap">
          {done && (
            <Button component={Link} to={`/video/${video.id}/view`}>
              View and download
            </Button>
          )}
          {/* The refusal floats under the button: in the page it pushed the whole editor down. */}
          <Popover
            opened={request.refusal !== null}
            onDismiss={request.dismissRefusal}
            position="bottom-end"
            width={320}
            shadow="md"
            withArrow
          >
            <Popover.Target>
              <Button
                variant={done ? 'default' : 'filled'}
                onClick={() => void request.press()}
                loading={request.isPending}
                disabled={!canRender(video) || progressQuery.isPending}
              >
                {done ? 'Render again' : 'Render video'}
              </Button>
            </Popover.Target>
            <Popover.Dropdown p={0}>
              {request.refusal && <RenderRefusalNotice refusal={request.refusal} />}
            </Popover.Dropdown>
          </Popover>
        </Group>
      )}
      {!inFlight && !canRender(video) && video.status !== 'rendering' && (
        <Text size="xs" c="dimmed" ta="right">
          You can render once the captions are ready.
        </Text>
      )}
      <div role="status">
        {progress?.status === 'cancelled' && !request.isPending && (
          <Text size="xs" c="dimmed" ta="right">
            Render cancelled; your credit was refunded.
          </Text>
        )}
        {done && (
          <Text size="xs" c="dimmed" ta="right">
            Rendered. Edits after this need a new render (one credit).
          </Text>
        )}
      </div>
      {progress?.status === 'failed' && !request.isPending && (
        <Alert color="red" title="The render failed" data-testid="render-failed">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{progress.error ?? 'Something went wrong. Your credit was refunded.'}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void request.press()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {request.failure && (
        <Alert color="red" title="The render did not start" role="alert" data-testid="render-request-failed">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{request.failure}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void request.retry()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      <CancelRenderModal
        opened={confirming}
        onClose={confirm.close}
        onConfirm={() => cancel.mutate()}
        cancelling={cancel.isPending}
      />
    </Stack>
  );
}
