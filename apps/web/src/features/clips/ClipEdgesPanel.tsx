import type { ClipEdge, EdgeMove, VideoDetail } from '@captionist/contracts';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { describeFormFailure } from '../../lib/form-failure';
import { formatDuration } from '../../lib/format-duration';
import type { ApiError } from '../../lib/normalise-error';
import { ClipEdgeButtons } from './ClipEdgeButtons';
import { moveClipEdge } from './clip-requests';

interface ClipEdgesPanelProps {
  video: VideoDetail;
  /** Stores the editor's changes first; the edit version the move is based on. */
  saveFirst: () => Promise<number>;
  /** The clip as the server has it after the move (its ranges and words). */
  onMoved: (video: VideoDetail, edge: ClipEdge) => Promise<void> | void;
}

/**
 * An accepted clip's place in its recording, and its start and end moved by whole sentences of
 * the recording, past the words it was made with too: what it gains comes with the recording's
 * words, what it keeps keeps the person's corrections (docs/clip-finder.md "Edges").
 */
export function ClipEdgesPanel({ video, saveFirst, onMoved }: ClipEdgesPanelProps) {
  const move = useMutation<VideoDetail, ApiError, { edge: ClipEdge; move: EdgeMove }>({
    mutationFn: async (change) => moveClipEdge(video.id, { ...change, base_version: await saveFirst() }),
    onSuccess: (moved, change) => onMoved(moved, change.edge),
  });
  const ranges = video.ranges;
  const first = ranges?.[0];
  const last = ranges?.[ranges.length - 1];
  if (!first || !last) return null;
  const length = (ranges ?? []).reduce((sum, range) => sum + range.end_ms - range.start_ms, 0);
  const failure = move.error ? describeFormFailure(move.error, ['edge']) : null;
  return (
    <Stack gap="xs" component="section" aria-label="Clip edges" aria-busy={move.isPending}>
      <Title order={3} fz="sm" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
        This clip
      </Title>
      <Text size="sm" data-testid="clip-place">
        {formatDuration(first.start_ms)} – {formatDuration(last.end_ms)} of its recording ·{' '}
        {formatDuration(length)}
      </Text>
      <ClipEdgeButtons
        canMove={() => !move.isPending}
        onMove={(edge, step) => move.mutate({ edge, move: step })}
      />
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure.fieldErrors.edge ?? failure.message}
        </Alert>
      )}
    </Stack>
  );
}
