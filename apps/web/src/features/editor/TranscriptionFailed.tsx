import { Alert, Button, Stack, Text } from '@mantine/core';

interface TranscriptionFailedProps {
  /** The server's reason, written for the person; null while it loads. */
  reason: string | null;
  onRetry: () => void;
  isRetrying: boolean;
}

/** The last run failed after its retries: why, and a way to start again. */
export function TranscriptionFailed({ reason, onRetry, isRetrying }: TranscriptionFailedProps) {
  return (
    <Alert color="red" variant="light" title="The transcription failed" data-testid="transcription-failed">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{reason ?? 'The speech could not be transcribed.'}</Text>
        <Button size="xs" color="red" variant="light" onClick={onRetry} loading={isRetrying}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
