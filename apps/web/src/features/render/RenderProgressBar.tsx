import type { RenderProgress } from '@captionist/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { JobProgressBar } from '../../components/JobProgressBar';
import { formatEta } from './format-eta';

/** A render on its way: waiting for a worker, then its percentage and the time it still needs. */
export function RenderProgressBar({
  progress,
}: {
  progress: Pick<RenderProgress, 'status' | 'progress' | 'eta_seconds'>;
}) {
  const running = progress.status === 'running';
  const eta = running ? formatEta(progress.eta_seconds) : null;
  return (
    <Stack gap={6} data-testid="render-progress">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {running ? 'Rendering…' : 'Waiting for a renderer…'}
        </Text>
        {running && (
          <Text size="sm" c="dimmed" ff="monospace" data-testid="render-percent">
            {progress.progress}%
          </Text>
        )}
      </Group>
      <JobProgressBar
        label="Render progress"
        value={progress.progress}
        waiting={!running}
        size="lg"
        transitionDuration={300}
      />
      <Text size="xs" c="dimmed" data-testid="render-eta">
        {eta ? `${eta[0]?.toUpperCase()}${eta.slice(1)}. ` : ''}You can leave this page; you will be told when
        it is done.
      </Text>
    </Stack>
  );
}
