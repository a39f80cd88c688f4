import type { TranscriptionStatusResponse } from '@captionist/contracts';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { JobProgressBar } from '../../components/JobProgressBar';

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
        <JobProgressBar
          label="Transcription progress"
          value={progress}
          waiting={!running}
          size="lg"
          transitionDuration={300}
        />
        <Text size="sm" c="dimmed">
          The words appear here when it is done. You can leave this page; the transcription goes on.
        </Text>
      </Stack>
    </Paper>
  );
}
