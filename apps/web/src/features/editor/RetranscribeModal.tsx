import type { TranscriptionLanguage, VideoDetail } from '@captionist/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { LanguageSelect } from '../../components/LanguageSelect';
import { useFormSubmit } from '../../lib/use-form-submit';
import { rememberStartedRun } from './editor-cache';
import { retranscribe } from './editor-requests';

interface RetranscribeModalProps {
  video: VideoDetail;
  opened: boolean;
  onClose: () => void;
}

/**
 * Runs the speech engine again, in the language picked (the video's own to begin with): after a
 * better engine was installed, or when the language was detected wrongly. Says first that the
 * new words replace the transcript, edits included.
 */
export function RetranscribeModal({ video, opened, onClose }: RetranscribeModalProps) {
  const queryClient = useQueryClient();
  const form = useForm<{ language: TranscriptionLanguage }>({ initialValues: { language: video.language } });
  const submit = useFormSubmit(form, {
    request: ({ language }) => retranscribe(video.id, language),
    onSuccess: (queued) => {
      // The run starts; the page follows its progress and shows the new words when done.
      rememberStartedRun(queryClient, queued);
      onClose();
    },
  });
  const engine = video.transcript?.engine;
  const edited = engine === 'edited' || engine === 'aligned' || engine === 'imported';
  return (
    <Modal opened={opened} onClose={onClose} title="Transcribe again">
      <form onSubmit={submit.onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            The speech is transcribed afresh and the new words replace the current transcript
            {edited ? ', including your edits and any script you lined up' : ''}. This cannot be undone.
          </Text>
          {submit.failureMessage && (
            <Alert color="red" variant="light">
              {submit.failureMessage}
            </Alert>
          )}
          <LanguageSelect
            value={form.values.language}
            onChange={(language) => form.setFieldValue('language', language)}
            error={form.errors.language}
            description="Pick the language spoken in the video if it was detected wrongly."
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={submit.isPending}>
              Replace the transcript
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
