import { Alert, Button, Group, Text } from '@mantine/core';
import type { DraftOrigin } from './use-transcript-editor';

interface DraftNoticeProps {
  origin: DraftOrigin;
  onDiscard: () => void;
  onRestore: () => void;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Says that unsaved edits from an earlier visit were found, and lets the person keep or drop them. */
export function DraftNotice({ origin, onDiscard, onRestore }: DraftNoticeProps) {
  if (origin.kind === 'none') return null;
  const restored = origin.kind === 'restored';
  return (
    <Alert color={restored ? 'violet' : 'yellow'} variant="light" data-testid="draft-notice">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {restored
            ? `Your unsaved edits from ${when(origin.savedAt)} are back.`
            : `You have unsaved edits from ${when(origin.draft.savedAt)}, made before this transcript changed.`}
        </Text>
        <Group gap="xs">
          {!restored && (
            <Button size="compact-sm" variant="light" onClick={onRestore}>
              Use my edits
            </Button>
          )}
          <Button size="compact-sm" variant="subtle" color="gray" onClick={onDiscard}>
            Discard {restored ? 'my edits' : 'them'}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
