import type { TranscriptionStatusResponse } from '@captionist/contracts';
import { Group, Paper, Progress, Stack, Text } from '@mantine/core';

interface TranscriptionProgressProps {
  /** The last status seen; undefined before the first answer. */
  status: TranscriptionStatusResponse | undefined;
}

/** A run on its way: waiting for a transcriber, then the percentage the engine reports. */
export function TranscriptionProgress({ status }: TranscriptionProgressProps) {
  const running = status?.status === 'running';
  const progress = running ? status.progress : 0;
  return (
    <Paper withBorder p="lg" radius="md" data-testid="transcription-progress">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{running ? 'Transcribing the speech…' : 'Waiting for a transcriber…'}</Text>
          {running && (
            <Text size="sm" c="dimmed" ff="monospace">
              {progress}%
            </Text>
          )}
        </Group>
        <Progress.Root size="lg" transitionDuration={300}>
          {running ? (
            <Progress.Section value={progress} aria-label="Transcription progress" />
          ) : (
            // Waiting has no percentage: an indeterminate bar, without aria-valuenow.
            <Progress.Section
              value={100}
              striped
              animated
              withAria={false}
              role="progressbar"
              aria-label="Transcription progress"
              aria-valuetext="Queued"
            />
          )}
        </Progress.Root>
        <Text size="sm" c="dimmed">
          The words appear here when it is done. You can leave this page; the transcription goes on.
        </Text>
      </Stack>
    </Paper>
  );
}
