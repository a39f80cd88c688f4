import { editConflictMessage } from '@captionist/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/normalise-error';
import { useEditorModel, useEditorState } from './editor-model';

/**
 * Another tab or window saved this video since this editor loaded it: nothing more is saved
 * until the person reloads theirs (dropping the changes here) or keeps this copy (saving it over
 * theirs).
 */
export function EditConflictNotice() {
  const { saver } = useEditorModel();
  const conflict = useEditorState((state) => state.conflict);
  const [busy, setBusy] = useState<'reload' | 'keep' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!conflict) return null;

  const choose = async (choice: 'reload' | 'keep') => {
    setBusy(choice);
    setProblem(null);
    try {
      await (choice === 'reload' ? saver.reload() : saver.keepMine());
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Alert color="orange" title="This video changed elsewhere" role="alert" data-testid="edit-conflict">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{editConflictMessage}</Text>
        {problem && (
          <Text size="sm" c="red">
            {problem}
          </Text>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            onClick={() => void choose('reload')}
            loading={busy === 'reload'}
            disabled={busy !== null}
          >
            Reload
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => void choose('keep')}
            loading={busy === 'keep'}
            disabled={busy !== null}
          >
            Keep mine
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
