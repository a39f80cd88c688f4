import { ALIGN_SCRIPT_MAX, type VideoDetail } from '@captionist/contracts';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useFormSubmit } from '../../lib/use-form-submit';
import { rememberStartedRun } from './editor-cache';
import { alignTranscript } from './editor-requests';

interface PasteScriptModalProps {
  video: VideoDetail;
  opened: boolean;
  onClose: () => void;
}

/** Takes the words the person spoke; the server lines them up with the sound for exact captions. */
export function PasteScriptModal({ video, opened, onClose }: PasteScriptModalProps) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { script: '' },
    validate: { script: (value) => (value.trim() ? null : 'Paste the words you spoke.') },
  });
  const submit = useFormSubmit(form, {
    request: ({ script }) => alignTranscript(video.id, script),
    onSuccess: (aligned) => {
      // The run starts; the page follows its progress and shows the lined-up words when done.
      rememberStartedRun(queryClient, aligned);
      form.reset();
      onClose();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Paste your script" size="lg">
      <form onSubmit={submit.onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Paste the exact words spoken in the video. We line them up with the sound, so the captions get
            your words with their real timings. This replaces the current transcript.
          </Text>
          {submit.failureMessage && (
            <Alert color="red" variant="light">
              {submit.failureMessage}
            </Alert>
          )}
          <Textarea
            label="Script"
            placeholder="Hello and welcome…"
            rows={8}
            resize="vertical"
            maxLength={ALIGN_SCRIPT_MAX}
            data-autofocus
            {...form.getInputProps('script')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={submit.isPending}>
              Line up my script
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
