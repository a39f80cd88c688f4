import { Button, Group, Text } from '@mantine/core';
import { ShortcutsHelp } from './ShortcutsHelp';

interface TranscriptToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  unsaved: boolean;
  isSaving: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
}

/** Undo, redo and save, with whether there is anything to save. */
export function TranscriptToolbar({
  canUndo,
  canRedo,
  unsaved,
  isSaving,
  onUndo,
  onRedo,
  onSave,
}: TranscriptToolbarProps) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Group gap={4}>
        <Button size="compact-sm" variant="default" onClick={onUndo} disabled={!canUndo}>
          Undo
        </Button>
        <Button size="compact-sm" variant="default" onClick={onRedo} disabled={!canRedo}>
          Redo
        </Button>
        <ShortcutsHelp />
      </Group>
      <Group gap="xs">
        <Text size="sm" c="dimmed" role="status" data-testid="save-state">
          {unsaved ? 'Unsaved changes' : 'All changes saved'}
        </Text>
        <Button size="compact-md" onClick={onSave} disabled={!unsaved} loading={isSaving}>
          Save
        </Button>
      </Group>
    </Group>
  );
}
