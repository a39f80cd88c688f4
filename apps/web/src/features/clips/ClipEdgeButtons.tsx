import type { ClipEdge, EdgeMove } from '@captionist/contracts';
import { Button, Group, Text } from '@mantine/core';

interface ClipEdgeButtonsProps {
  canMove: (edge: ClipEdge, move: EdgeMove) => boolean;
  onMove: (edge: ClipEdge, move: EdgeMove) => void;
}

/** A clip's start and end, each a sentence earlier or later: on a candidate and on an accepted clip alike. */
export function ClipEdgeButtons({ canMove, onMove }: ClipEdgeButtonsProps) {
  const moveButton = (edge: ClipEdge, move: EdgeMove, label: string) => (
    <Button
      size="compact-xs"
      variant="default"
      aria-label={`${edge === 'start' ? 'Start' : 'End'} ${label.toLowerCase()}`}
      disabled={!canMove(edge, move)}
      onClick={() => onMove(edge, move)}
    >
      {label}
    </Button>
  );
  return (
    <Group gap={6} wrap="wrap">
      <Text size="xs" c="dimmed">
        Start
      </Text>
      {moveButton('start', -1, 'A sentence earlier')}
      {moveButton('start', 1, 'A sentence later')}
      <Text size="xs" c="dimmed" ml="xs">
        End
      </Text>
      {moveButton('end', -1, 'A sentence earlier')}
      {moveButton('end', 1, 'A sentence later')}
    </Group>
  );
}
