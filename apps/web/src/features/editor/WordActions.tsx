import type { TranscriptWord, WordEmphasis } from '@captionist/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { SpeakerMenu, type SpeakerView } from '../speakers';
import type { WordEdge } from '../transcript';
import { EmphasisPicker } from './EmphasisPicker';
import { formatWordTime } from './format-time';
import type { PunchInEdge } from './punch-ins-in-transcript';
import { NUDGE_STEP_MS } from './word-shortcuts';

interface WordActionsProps {
  /** Null before a word is picked: the bar keeps its place (a click must not move the words). */
  word: TranscriptWord | null;
  hasNext: boolean;
  onEdit: () => void;
  onSplit: () => void;
  onMerge: () => void;
  onDelete: () => void;
  onNudge: (edge: WordEdge, delta: number) => void;
  onEmphasise: (look: WordEmphasis | null) => void;
  /** The word is wholly inside the video's cuts. */
  cut: boolean;
  /** Cuts the word from the video, or restores it. */
  onToggleCut: () => void;
  /** The word is spoken during a punch-in. */
  punchedIn: boolean;
  /** Removes the punch-in the word is in, or punches in from the word to the end of its phrase. */
  onTogglePunchIn: () => void;
  /** Which ends of the nearest punch-in can move to the word (punchInToReach). */
  punchInEdges: { start: boolean; end: boolean };
  /** Starts or ends that punch-in at the word: stretched to it or shortened to it. */
  onMovePunchIn: (edge: PunchInEdge) => void;
  /** Who may say the word (none before the speakers are told apart). */
  speakers: readonly SpeakerView[];
  onSpeaker: (speaker: string) => void;
}

const NO_TIME = '–:––.–––';

/** The selected word's timing, look and every edit as a button, for mouse and touch (the keys do the same). */
export function WordActions({
  word,
  hasNext,
  onEdit,
  onSplit,
  onMerge,
  onDelete,
  onNudge,
  onEmphasise,
  cut,
  onToggleCut,
  punchedIn,
  onTogglePunchIn,
  punchInEdges,
  onMovePunchIn,
  speakers,
  onSpeaker,
}: WordActionsProps) {
  const none = word === null;
  const nudge = (edge: WordEdge, sign: 1 | -1, label: string) => (
    <Button
      size="compact-xs"
      variant="default"
      aria-label={`${edge === 'start' ? 'Start' : 'End'} ${NUDGE_STEP_MS} ms ${sign < 0 ? 'earlier' : 'later'}`}
      onClick={() => onNudge(edge, sign * NUDGE_STEP_MS)}
      disabled={none}
    >
      {label}
    </Button>
  );
  return (
    <Paper withBorder radius="md" px="sm" py={6} data-testid="word-actions">
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate maw={160} c={none ? 'dimmed' : undefined}>
              {word?.text ?? 'No word'}
            </Text>
            <Group gap={4} wrap="nowrap">
              {nudge('start', -1, '−')}
              <Text size="xs" ff="monospace" aria-label="Start">
                {word ? formatWordTime(word.start) : NO_TIME}
              </Text>
              {nudge('start', 1, '+')}
              <Text size="xs" c="dimmed">
                →
              </Text>
              {nudge('end', -1, '−')}
              <Text size="xs" ff="monospace" aria-label="End">
                {word ? formatWordTime(word.end) : NO_TIME}
              </Text>
              {nudge('end', 1, '+')}
            </Group>
          </Group>
          <Group gap={4}>
            <Button size="compact-xs" variant="subtle" onClick={onEdit} disabled={none}>
              Edit
            </Button>
            <Button size="compact-xs" variant="subtle" onClick={onSplit} disabled={none}>
              Split
            </Button>
            <Button size="compact-xs" variant="subtle" onClick={onMerge} disabled={none || !hasNext}>
              Merge with next
            </Button>
            <Button size="compact-xs" variant="subtle" onClick={onToggleCut} disabled={none}>
              {cut ? 'Restore to video' : 'Cut from video'}
            </Button>
            <Button size="compact-xs" variant="subtle" onClick={onTogglePunchIn} disabled={none}>
              {punchedIn ? 'Remove punch-in' : 'Punch in here'}
            </Button>
            {(['start', 'end'] as const).map((edge) => (
              <Button
                key={edge}
                size="compact-xs"
                variant="subtle"
                onClick={() => onMovePunchIn(edge)}
                disabled={none || !punchInEdges[edge]}
              >
                {edge === 'start' ? 'Start' : 'End'} punch-in here
              </Button>
            ))}
            {speakers.length > 0 && (
              <SpeakerMenu
                speakers={speakers}
                current={word?.speaker}
                title="Who says this word"
                onPick={onSpeaker}
              >
                <Button size="compact-xs" variant="subtle" disabled={none}>
                  Speaker…
                </Button>
              </SpeakerMenu>
            )}
            <Button size="compact-xs" variant="subtle" color="red" onClick={onDelete} disabled={none}>
              Delete
            </Button>
          </Group>
        </Group>
        <EmphasisPicker look={word?.emphasis} disabled={none} onChange={onEmphasise} />
      </Stack>
    </Paper>
  );
}
