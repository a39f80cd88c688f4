import type { Overlay, OverlayFormat } from '@captionist/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JobProgressBar } from '../../components/JobProgressBar';
import { type ApiError, errorMessage } from '../../lib/normalise-error';
import { videoKeys } from '../../lib/query-keys';
import { overlayQueries, requestOverlay } from './overlay-queries';

const formats: Record<OverlayFormat, { label: string; file: string }> = {
  mov: { label: 'ProRes 4444', file: '.mov' },
  webm: { label: 'WebM', file: '.webm' },
};

/**
 * The render's captions alone on a transparent background, one button per format: made on the
 * first press (no credit), its progress meanwhile, then a plain link the browser saves.
 */
export function CaptionOverlays({ videoId }: { videoId: string }) {
  const list = useQuery(overlayQueries.list(videoId));
  return (
    <Stack gap={6} data-testid="caption-overlays">
      <Text size="sm" fw={600}>
        Caption overlay
      </Text>
      <Text size="xs" c="dimmed">
        The captions and hook alone on a transparent background, to lay over your footage: ProRes 4444 for
        Premiere, Resolve or Final Cut (a large file), WebM for web editors.
      </Text>
      {list.isError ? (
        <Text size="xs" c="red" role="alert">
          {errorMessage(list.error)}
        </Text>
      ) : (
        <Stack gap="xs">
          {(list.data?.overlays ?? []).map((overlay) => (
            <OverlayFormatRow key={overlay.format} videoId={videoId} overlay={overlay} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function OverlayFormatRow({ videoId, overlay }: { videoId: string; overlay: Overlay }) {
  const queryClient = useQueryClient();
  const { label, file } = formats[overlay.format];
  const start = useMutation<unknown, ApiError>({
    mutationFn: () => requestOverlay(videoId, overlay.format),
    onSuccess: (overlays) => queryClient.setQueryData(videoKeys.overlays(videoId), overlays),
  });
  const url = useQuery({
    ...overlayQueries.url(videoId, overlay.format),
    enabled: overlay.status === 'done',
  });

  if (overlay.status === 'queued' || overlay.status === 'running') {
    const running = overlay.status === 'running';
    return (
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs">
            {running ? `Making the ${label} overlay…` : `The ${label} overlay is queued…`}
          </Text>
          {running && (
            <Text size="xs" c="dimmed" ff="monospace">
              {overlay.progress}%
            </Text>
          )}
        </Group>
        <JobProgressBar
          label={`${label} overlay progress`}
          value={overlay.progress}
          waiting={!running}
          size="sm"
        />
      </Stack>
    );
  }
  if (overlay.status === 'done') {
    return (
      <Button
        component="a"
        href={url.data?.url}
        download={url.data?.filename}
        variant="default"
        size="compact-sm"
        loading={!url.data}
        aria-label={`Download the ${label} caption overlay (${file})`}
      >
        {label} ({file})
      </Button>
    );
  }
  const failure = start.error ? errorMessage(start.error) : overlay.error;
  // The accessible name starts with the words on the button, so saying them finds it (WCAG 2.5.3).
  const [text, name] =
    overlay.status === 'failed' || start.isError
      ? [`Try ${label} again`, `Try ${label} again (${file} caption overlay)`]
      : [`Make ${label} (${file})`, `Make ${label} (${file}) caption overlay`];
  return (
    <Stack gap={4}>
      {failure && (
        <Alert color="red" variant="light" p="xs" role="alert">
          <Text size="xs">{failure}</Text>
        </Alert>
      )}
      <Button
        variant="default"
        size="compact-sm"
        loading={start.isPending}
        onClick={() => start.mutate()}
        aria-label={name}
      >
        {text}
      </Button>
    </Stack>
  );
}
