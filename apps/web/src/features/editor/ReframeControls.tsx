import { type ReframeAspect, type ReframeMode, reframeAspects } from '@captionist/captions';
import type { Reframe } from '@captionist/contracts';
import { Button, Group, Loader, SegmentedControl, Select, Text } from '@mantine/core';
import { useEditorModel } from './editor-model';
import type { ReframeView } from './use-reframe';

const aspectLabels: Record<ReframeAspect, string> = {
  original: 'Original',
  '9:16': '9:16',
  '1:1': '1:1',
  '4:5': '4:5',
};
const modes: { value: ReframeMode; label: string }[] = [
  { value: 'face', label: 'Follow the face' },
  { value: 'split', label: 'Split: two people' },
  { value: 'centre', label: 'Centre' },
  { value: 'fill', label: 'Fit, blurred fill' },
];
/** The person choice's value for "whoever speaks" (no person kept). */
const SPEAKING = 'speaking';

export const NO_REFRAME: Reframe = { aspect: 'original', mode: 'face', corrections: [] };

/**
 * The output's shape (docs/reframe.md): the source's own, or 9:16, 1:1 or 4:5 with the picture
 * following the face (whoever speaks once the speakers are known, or one person chosen), split
 * between two people, held at the centre, or fitted whole over a blurred copy of itself. Saved
 * with the video's edits; the preview above shows it as the render will.
 */
interface ReframeControlsProps {
  reframe: Reframe;
  view: ReframeView;
  /** The picture can be dragged to move the crop (CropDragger). */
  moving: boolean;
  onMoving: (moving: boolean) => void;
}

export function ReframeControls({ reframe, view, moving, onMoving }: ReframeControlsProps) {
  const { store, saver } = useEditorModel();
  const save = (next: Reframe) => {
    store.setEdits({ reframe: next });
    saver.schedule('edits', 0);
  };
  const change = (patch: Partial<Reframe>) => save({ ...reframe, ...patch });
  // The crop is moved by hand only where there is one crop; a split has two.
  const cropped = reframe.aspect !== 'original' && (reframe.mode === 'face' || reframe.mode === 'centre');
  // Splitting takes two people on screen (the server says so too); a split chosen stays shown.
  const shownModes = modes.filter(
    (mode) => mode.value !== 'split' || view.people.length >= 2 || reframe.mode === 'split',
  );
  const choosePerson = (value: string | null) => {
    const { person: _person, ...rest } = reframe;
    save(value && value !== SPEAKING ? { ...rest, person: value } : rest);
  };
  return (
    <Group gap={6} wrap="wrap" data-testid="reframe-controls">
      <SegmentedControl
        size="xs"
        aria-label="Output shape"
        value={reframe.aspect}
        onChange={(value) => change({ aspect: value as ReframeAspect })}
        data={reframeAspects.map((aspect) => ({ value: aspect, label: aspectLabels[aspect] }))}
      />
      {reframe.aspect !== 'original' && (
        <SegmentedControl
          size="xs"
          aria-label="How the picture fills it"
          value={reframe.mode}
          onChange={(value) => change({ mode: value as ReframeMode })}
          data={shownModes}
        />
      )}
      {reframe.aspect !== 'original' && reframe.mode === 'face' && view.people.length >= 2 && (
        <Select
          size="xs"
          w={170}
          aria-label="Who the crop keeps"
          value={reframe.person ?? SPEAKING}
          onChange={choosePerson}
          allowDeselect={false}
          data={[
            { value: SPEAKING, label: 'Whoever speaks' },
            ...view.people.map((person) => ({ value: person.id, label: `Only ${person.name}` })),
          ]}
        />
      )}
      {cropped && (
        <Button
          size="compact-xs"
          variant={moving ? 'filled' : 'default'}
          aria-pressed={moving}
          onClick={() => onMoving(!moving)}
          title="Pause, then drag the picture to move the crop from that moment on"
        >
          Move the crop
        </Button>
      )}
      {cropped && reframe.corrections.length > 0 && (
        <Button size="compact-xs" variant="subtle" onClick={() => change({ corrections: [] })}>
          Undo crop moves
        </Button>
      )}
      {(view.faces === 'queued' || view.faces === 'running') && (
        <Group gap={4} role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text size="xs" c="dimmed">
            Finding faces… the crop stays centred until they are found.
          </Text>
        </Group>
      )}
      {view.faces === 'failed' && (
        <Group gap={4} role="alert">
          <Text size="xs" c="red">
            {view.facesError ?? 'Faces could not be found.'}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={view.findFaces}>
            Try again
          </Button>
        </Group>
      )}
    </Group>
  );
}
