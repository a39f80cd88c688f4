import type { ClipEdge, EdgeMove, FoundClip } from '@captionist/contracts';
import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDuration } from '../../lib/format-duration';
import { ClipEdgeButtons } from './ClipEdgeButtons';
import type { ClipRange } from './clip-edges';

const PART_LABELS: Record<keyof FoundClip['parts'], string> = {
  hook: 'Hook',
  stands_alone: 'Stands alone',
  payoff: 'Payoff',
  energy: 'Energy',
  pace: 'Pace',
  length_fit: 'Length fit',
  topic: 'Topic',
};

interface ClipCardProps {
  rank: number;
  clip: FoundClip;
  /** The clip's edges as the person moved them. */
  range: ClipRange;
  /** The words of the range as they are now. */
  excerpt: string;
  playing: boolean;
  canMove: (edge: ClipEdge, move: EdgeMove) => boolean;
  onMove: (edge: ClipEdge, move: EdgeMove) => void;
  onPlay: () => void;
  onStop: () => void;
  /** Chosen to become a video of its own. */
  accepted: boolean;
  onAccept: () => void;
  onKeep: () => void;
  onDiscard: () => void;
}

/** One candidate: its score and what it is made of, its words, and what the person can do with it. */
export function ClipCard({
  rank,
  clip,
  range,
  excerpt,
  playing,
  canMove,
  onMove,
  onPlay,
  onStop,
  accepted,
  onAccept,
  onKeep,
  onDiscard,
}: ClipCardProps) {
  const length = formatDuration(range.end_ms - range.start_ms);
  const parts = (Object.keys(PART_LABELS) as (keyof FoundClip['parts'])[]).flatMap((name) => {
    const value = clip.parts[name];
    return value === undefined ? [] : [{ name, value }];
  });
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={`Clip ${rank}: ${clip.title}`}
      data-testid="clip-card"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={4} fz="sm">
            {rank}. {clip.title}
          </Title>
          <Badge size="lg" variant="light" aria-label={`Score ${clip.score} of 100`}>
            {clip.score}
          </Badge>
        </Group>
        <Text size="sm">{clip.reason}</Text>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing={4}>
          {parts.map(({ name, value }) => (
            <div key={name}>
              <Group justify="space-between" gap={4}>
                <Text size="xs" c="dimmed">
                  {PART_LABELS[name]}
                </Text>
                <Text size="xs">{value}</Text>
              </Group>
              <Progress value={value} size="xs" aria-label={`${PART_LABELS[name]} ${value} of 100`} />
            </div>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed" lineClamp={4} data-testid="clip-excerpt">
          {excerpt}
        </Text>
        <Text size="xs" c="dimmed" data-testid="clip-range">
          {formatDuration(range.start_ms)} – {formatDuration(range.end_ms)} · {length}
        </Text>
        <ClipEdgeButtons canMove={canMove} onMove={onMove} />
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={playing ? onStop : onPlay}>
            {playing ? 'Stop' : 'Play'}
          </Button>
          <Button
            size="xs"
            variant={accepted ? 'filled' : 'light'}
            aria-pressed={accepted}
            onClick={onAccept}
          >
            {accepted ? 'Accepted' : 'Accept'}
          </Button>
          <Button size="xs" variant="default" onClick={onKeep}>
            Keep only this clip
          </Button>
          <Button size="xs" variant="subtle" color="gray" onClick={onDiscard}>
            Discard
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
