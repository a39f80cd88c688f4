import { type PunchInDensity, punchIns } from '@captionist/captions';
import type { TranscriptWord } from '@captionist/contracts';
import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { showToast } from '../../lib/toast';
import type { PunchIns } from './use-punch-ins';

const densities: { value: PunchInDensity; label: string }[] = [
  { value: 'subtle', label: 'Subtle' },
  { value: 'energetic', label: 'Energetic' },
];

/**
 * Punch-in zooms: a quick zoom held for the phrase on emphasised words and sentence starts, as
 * often as the density allows (docs/automatic-editing.md "Punch-in zooms"); Remove punch-ins takes
 * them out; the transcript shows each one and adds or removes one at a time. Saved with the
 * video's edits; the preview and the render draw the same curve.
 */
export function PunchInButtons({
  words,
  edits: { zooms, density, setDensity, change },
}: {
  words: readonly TranscriptWord[];
  /** The punch-ins and the chosen density, shared with the transcript (usePunchIns). */
  edits: PunchIns;
}) {
  const add = () => {
    const moments = punchIns(words, density);
    change(moments.map((moment) => ({ start_ms: moment.start, end_ms: moment.end, scale: moment.scale })));
    showToast(
      moments.length === 0
        ? {
            type: 'success',
            title: 'No punch-ins added',
            message: 'No sentence start or emphasised word has a phrase long enough to zoom on.',
          }
        : {
            type: 'success',
            title: `${moments.length} ${moments.length === 1 ? 'punch-in' : 'punch-ins'} added`,
            message:
              'The picture zooms in on emphasised words and sentence starts. Play the preview to see them.',
          },
    );
  };
  return (
    <Group gap={6} wrap="wrap" data-testid="punch-ins">
      <SegmentedControl
        size="xs"
        aria-label="How often to zoom in"
        value={density}
        onChange={(value) => setDensity(value as PunchInDensity)}
        data={densities}
      />
      <Button size="compact-sm" variant="default" onClick={add} disabled={words.length === 0}>
        Add punch-ins
      </Button>
      <Button size="compact-sm" variant="default" disabled={zooms.length === 0} onClick={() => change([])}>
        Remove punch-ins
      </Button>
      {zooms.length > 0 && (
        <Text size="xs" c="dimmed">
          {zooms.length} {zooms.length === 1 ? 'punch-in' : 'punch-ins'}
        </Text>
      )}
    </Group>
  );
}
