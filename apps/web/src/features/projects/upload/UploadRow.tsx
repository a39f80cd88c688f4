import type { Video } from '@captionist/contracts';
import { Button, CloseButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { LongRecordingBadge } from '../LongRecordingBadge';
import { isSettling } from '../video-polling';
import { videoStatusView } from '../video-status';
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
  /** The uploaded file's video as the project's list has it now. */
  video: Video | undefined;
  onCancel: () => void;
  onRetry: () => void;
  onResume: () => void;
  onDismiss: () => void;
}

/**
 * What became of an uploaded file: processed still, or the end its video reached (as its card
 * shows it), once there is nothing left to follow.
 */
function outcome(video: Video | undefined): { text: string; failed: boolean; settled: boolean } {
  if (!video || isSettling(video.status))
    return { text: 'Uploaded. The video is being processed.', failed: false, settled: false };
  const view = videoStatusView(video);
  return video.status === 'failed'
    ? { text: `Failed: ${view.description}`, failed: true, settled: true }
    : { text: view.description, failed: false, settled: true };
}

function phaseText(item: UploadItem, video: Video | undefined): string {
  switch (item.phase) {
    case 'checking':
      return 'Checking the video…';
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
      return outcome(video).text;
    case 'cancelled':
      return 'Cancelled.';
    case 'failed':
    case 'refused':
      return item.error ?? 'The upload failed.';
  }
}

/**
 * One file on its way: name, progress in bytes and percent, and what can be done about it; once
 * its video is ready or failed, a single line saying so.
 */
export function UploadRow({ item, video, onCancel, onRetry, onResume, onDismiss }: UploadRowProps) {
  const done = item.phase === 'done' ? outcome(video) : null;
  if (done?.settled)
    return (
      <Paper withBorder radius="md" px="sm" py={6} data-testid="upload-row">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Text
              size="sm"
              fw={500}
              truncate
              title={item.file.name}
              style={{ flexShrink: 0, maxWidth: '50%' }}
            >
              {item.file.name}
            </Text>
            <Text size="xs" c={done.failed ? 'red' : 'teal'} role={done.failed ? 'alert' : 'status'}>
              {done.text}
            </Text>
          </Group>
          <CloseButton size="sm" aria-label={`Dismiss ${item.file.name}`} onClick={onDismiss} />
        </Group>
      </Paper>
    );
  const failed = item.phase === 'failed' || item.phase === 'refused';
  const showProgress = !failed && item.phase !== 'cancelled';
  return (
    <Paper withBorder radius="md" p="sm" data-testid="upload-row">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" miw={0}>
            <Text size="sm" fw={500} truncate title={item.file.name}>
              {item.file.name}
            </Text>
            {item.longRecording && <LongRecordingBadge />}
          </Group>
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
            animated={item.phase === 'checking' || item.phase === 'creating' || item.phase === 'confirming'}
            aria-label={`Upload of ${item.file.name}`}
            size="sm"
          />
        )}
        <Text
          size="xs"
          c={failed ? 'red' : 'dimmed'}
          role={failed ? 'alert' : item.phase === 'paused' ? 'status' : undefined}
        >
          {phaseText(item, video)}
        </Text>
      </Stack>
    </Paper>
  );
}
