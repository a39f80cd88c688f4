import { Button, CloseButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import {
  canCancel,
  canRetry,
  isFinished,
  type UploadItem,
  uploadPercent,
  uploadProgressLabel,
} from './upload-queue';

interface UploadRowProps {
  item: UploadItem;
  onCancel: () => void;
  onRetry: () => void;
  onResume: () => void;
  onDismiss: () => void;
}

function phaseText(item: UploadItem): string {
  switch (item.phase) {
    case 'waiting':
      return 'Waiting for the uploads before it…';
    case 'creating':
      return 'Starting…';
    case 'sending':
      return uploadProgressLabel(item);
    case 'confirming':
      return 'Finishing…';
    case 'paused':
      return `Paused — connection lost. ${uploadProgressLabel(item)}`;
    case 'done':
      return 'Uploaded. The video is being processed.';
    case 'cancelled':
      return 'Cancelled.';
    case 'failed':
    case 'refused':
      return item.error ?? 'The upload failed.';
  }
}

/** One file on its way: name, progress in bytes and percent, and what can be done about it. */
export function UploadRow({ item, onCancel, onRetry, onResume, onDismiss }: UploadRowProps) {
  const failed = item.phase === 'failed' || item.phase === 'refused';
  const showProgress = !failed && item.phase !== 'cancelled';
  return (
    <Paper withBorder radius="md" p="sm" data-testid="upload-row">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={500} truncate title={item.file.name}>
            {item.file.name}
          </Text>
          <Group gap={4} wrap="nowrap">
            {item.phase === 'paused' && (
              <Button size="compact-xs" variant="light" onClick={onResume}>
                Resume
              </Button>
            )}
            {canRetry(item) && (
              <Button size="compact-xs" variant="light" onClick={onRetry}>
                Retry
              </Button>
            )}
            {canCancel(item) && (
              <Button size="compact-xs" variant="subtle" color="gray" onClick={onCancel}>
                Cancel
              </Button>
            )}
            {isFinished(item) && (
              <CloseButton size="sm" aria-label={`Dismiss ${item.file.name}`} onClick={onDismiss} />
            )}
          </Group>
        </Group>
        {showProgress && (
          <Progress
            value={uploadPercent(item)}
            color={item.phase === 'done' ? 'teal' : item.phase === 'paused' ? 'yellow' : undefined}
            animated={item.phase === 'creating' || item.phase === 'confirming'}
            aria-label={`Upload of ${item.file.name}`}
            size="sm"
          />
        )}
        <Text
          size="xs"
          c={failed ? 'red' : 'dimmed'}
          role={failed ? 'alert' : item.phase === 'paused' ? 'status' : undefined}
        >
          {phaseText(item)}
        </Text>
      </Stack>
    </Paper>
  );
}
