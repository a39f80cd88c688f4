import type { UnfinishedUpload } from '@captionist/contracts';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { differentFileMessage } from './resume-file';
import { VIDEO_TYPES } from './upload-refusal';

const VIDEO_ACCEPT = Object.entries(VIDEO_TYPES)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

interface InterruptedUploadActionsProps {
  upload: UnfinishedUpload;
  /** The same file, chosen again: the upload carries on with the parts still missing. */
  onResume: (file: File, receivedBytes: number) => void;
  /** A file to upload from its first byte in place of this one. */
  onRetry: (file: File) => void;
  onDelete: () => void;
}

function progressText({ resume }: UnfinishedUpload): string {
  if (!resume) return 'The upload stopped before the file arrived. Retry sends it again.';
  const percent = resume.size > 0 ? Math.floor((resume.received_bytes / resume.size) * 100) : 0;
  return `The upload stopped at ${percent}%. Resume sends the rest of the same file.`;
}

/**
 * What an interrupted upload's card offers: resume with the same file (uploads in parts), start
 * again with a file, or delete the video. A page cannot keep a file across a reload, so resuming
 * and retrying both ask for it.
 */
export function InterruptedUploadActions({
  upload,
  onResume,
  onRetry,
  onDelete,
}: InterruptedUploadActionsProps) {
  const [problem, setProblem] = useState<string | null>(null);
  // The picker forgets its choice, so that choosing the same wrong file twice still answers.
  const resetPicker = useRef<() => void>(null);
  const { resume } = upload;
  const resumeWith = (file: File | null) => {
    resetPicker.current?.();
    if (!file || !resume) return;
    const different = differentFileMessage(file, resume);
    setProblem(different);
    if (!different) onResume(file, resume.received_bytes);
  };
  return (
    // Above the card's stretched link, so the buttons do not open the editor.
    <Stack gap={6} mt={6} pos="relative" style={{ zIndex: 1 }}>
      <Text size="xs" c="dimmed">
        {progressText(upload)}
      </Text>
      <Group gap={6}>
        {resume && (
          <FileButton onChange={resumeWith} accept={VIDEO_ACCEPT} resetRef={resetPicker}>
            {(props) => (
              <Button {...props} size="compact-xs" variant="light">
                Resume
              </Button>
            )}
          </FileButton>
        )}
        <FileButton onChange={(file) => file && onRetry(file)} accept={VIDEO_ACCEPT}>
          {(props) => (
            <Button {...props} size="compact-xs" variant="light" color="gray">
              Retry
            </Button>
          )}
        </FileButton>
        <Button size="compact-xs" variant="subtle" color="red" onClick={onDelete}>
          Delete
        </Button>
      </Group>
      {problem && (
        <Text size="xs" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
