import { type PunchInDensity, punchIns } from '@captionist/captions';
import type { TranscriptWord, Zoom } from '@captionist/contracts';
import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { showToast } from '../../lib/toast';
import { useEditorModel, useEditorState } from './editor-model';

const NO_ZOOMS: readonly Zoom[] = [];
const densities: { value: PunchInDensity; label: string }[] = [
  { value: 'subtle', label: 'Subtle' },
  { value: 'energetic', label: 'Energetic' },
];

/**
 * Punch-in zooms: a quick zoom held for the phrase on emphasised words and sentence starts, as
 * often as the density allows (docs/automatic-editing.md "Punch-in zooms"); Remove punch-ins takes
 * them out. Saved with the video's edits; the preview and the render draw the same curve.
 */
export function PunchInButtons({ words }: { words: readonly TranscriptWord[] }) {
  const { store, saver } = useEditorModel();
  const zooms = useEditorState((state) => state.edits?.zooms) ?? NO_ZOOMS;
  const [density, setDensity] = useLocalStorage<PunchInDensity>({
    key: 'captionist.punchInDensity',
    defaultValue: 'subtle',
  });
  const change = (next: Zoom[]) => {
    store.setEdits({ zooms: next });
    saver.schedule('edits', 0);
  };
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
