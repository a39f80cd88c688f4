import type { VideoDetail } from '@captionist/contracts';
import { Alert, Button, Checkbox, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { describeFormFailure } from '../../lib/form-failure';
import type { ApiError } from '../../lib/normalise-error';
import { rememberStartedRun, rememberVideoDetail } from './editor-cache';
import { importCaptions } from './editor-requests';
import { readSubtitleFile, SUBTITLE_FILE_TYPES, subtitleFileProblem } from './read-subtitle-file';
import { isTranscribing } from './use-editor-queries';

interface ImportSubtitlesModalProps {
  video: VideoDetail;
  opened: boolean;
  onClose: () => void;
}

const CHOOSE_A_FILE = 'Choose a subtitle file.';
// The server's field errors, each shown beside the control it is about.
const FIELDS = ['text', 'format', 'align'];

/**
 * Takes an SRT, VTT or ASS file of the video: its words replace the transcript, timed within
 * their subtitles, or lined up with the sound when asked. What is wrong with the file (the
 * server names the line) shows under the file input and is announced.
 */
export function ImportSubtitlesModal({ video, opened, onClose }: ImportSubtitlesModalProps) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [align, setAlign] = useState(false);
  const [missing, setMissing] = useState(false);
  const mutation = useMutation<VideoDetail, ApiError, { file: File; align: boolean }>({
    mutationFn: async (chosen) =>
      importCaptions(video.id, { ...(await readSubtitleFile(chosen.file)), align: chosen.align }),
    onSuccess: (imported) => {
      // Lining up is a run the page follows; imported words are there at once.
      if (isTranscribing(imported.transcription_status)) rememberStartedRun(queryClient, imported);
      else rememberVideoDetail(queryClient, imported);
      close();
    },
  });
  const hasSound = video.has_audio !== 'no';
  const tooLarge = file ? subtitleFileProblem(file) : null;
  const failure = mutation.error ? describeFormFailure(mutation.error, FIELDS) : null;
  const fileError =
    tooLarge ?? failure?.fieldErrors.text ?? failure?.fieldErrors.format ?? (missing ? CHOOSE_A_FILE : null);

  function close() {
    setFile(null);
    setAlign(false);
    setMissing(false);
    mutation.reset();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) setMissing(true);
    else if (!tooLarge) mutation.mutate({ file, align: align && hasSound });
  }

  return (
    <Modal opened={opened} onClose={close} title="Import subtitles">
      <form onSubmit={submit} noValidate aria-busy={mutation.isPending}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Use the subtitles you already have for this video: their words replace the current transcript,
            including your edits, each word timed within its subtitle.
          </Text>
          {failure?.message && (
            <Alert color="red" variant="light">
              {failure.message}
            </Alert>
          )}
          <FileInput
            label="Subtitle file"
            description="SRT, VTT or ASS, at most 2 MB."
            placeholder="Choose a file…"
            accept={SUBTITLE_FILE_TYPES}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setMissing(false);
              mutation.reset();
            }}
            error={fileError}
            errorProps={{ role: 'alert' }}
            clearable
            data-autofocus
          />
          {hasSound && (
            <Checkbox
              label="Align the words to the audio"
              description="Times each word where it is spoken instead of spreading it over its subtitle. Takes a little while."
              checked={align}
              onChange={(event) => setAlign(event.currentTarget.checked)}
              error={failure?.fieldErrors.align}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              Import
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
