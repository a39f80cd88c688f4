import type { Transcript } from '@captionist/contracts';
import { Alert, Button, Stack, Text } from '@mantine/core';

interface EngineNoteProps {
  transcript: Transcript;
  /** Null when the video has no sound to line a script up with. */
  onPasteScript: (() => void) | null;
}

/** The server's note on a rough transcript (the offline engine mishears), and the way to exact words. */
export function EngineNote({ transcript, onPasteScript }: EngineNoteProps) {
  if (!transcript.note) return null;
  return (
    <Alert color="blue" variant="light" data-testid="engine-note">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{transcript.note}</Text>
        {onPasteScript && (
          <Button size="xs" variant="light" onClick={onPasteScript}>
            Paste your script
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
