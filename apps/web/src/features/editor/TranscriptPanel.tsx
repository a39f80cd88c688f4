import type { VideoDetail } from '@captionist/contracts';
import { Badge, Button, EmptyState, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ApiError, errorMessage } from '../../lib/normalise-error';
import { showToast } from '../../lib/toast';
import { videoStatusView } from '../projects';
import { EngineNote } from './EngineNote';
import { rememberStartedRun } from './editor-cache';
import { retryTranscription } from './editor-requests';
import { ImportSubtitlesModal } from './ImportSubtitlesModal';
import { PasteScriptModal } from './PasteScriptModal';
import { RetranscribeModal } from './RetranscribeModal';
import { TranscriptEditor, type WordPick } from './TranscriptEditor';
import { TranscriptionFailed } from './TranscriptionFailed';
import { TranscriptionProgress } from './TranscriptionProgress';
import { TranscriptSource } from './TranscriptSource';
import { transcriptEngineViews } from './transcript-engines';
import { isTranscribing, useTranscriptionStatusQuery } from './use-editor-queries';

interface TranscriptPanelProps {
  video: VideoDetail;
  player: HTMLVideoElement | null;
  /** A word picked on the preview, to select in the transcript (a new object for each pick). */
  picked?: WordPick | null;
}

/** The transcript side of the editor: the run's progress or failure, then the words to edit. */
export function TranscriptPanel({ video, player, picked = null }: TranscriptPanelProps) {
  const queryClient = useQueryClient();
  const status = useTranscriptionStatusQuery(video);
  const [pasting, pasteScript] = useDisclosure(false);
  const [retranscribing, retranscribeModal] = useDisclosure(false);
  const [importing, importModal] = useDisclosure(false);
  // Bumped to open the editor afresh after a draft is discarded or taken over.
  const [opening, setOpening] = useState(0);
  const retry = useMutation<VideoDetail, ApiError>({
    mutationFn: () => retryTranscription(video.id),
    onSuccess: (queued) => rememberStartedRun(queryClient, queued),
    onError: (error) =>
      showToast({ type: 'error', title: 'Transcription not restarted', message: errorMessage(error) }),
  });
  const transcript = video.transcript;
  const hasSpeechToRead = video.has_audio !== 'no' && video.duration_ms !== null;
  const onPasteScript = hasSpeechToRead ? pasteScript.open : null;
  const settled = transcript !== null && !isTranscribing(video.transcription_status);
  // Subtitles fit any probed video no run is changing, whatever its transcript (none, failed, silent).
  const canImport =
    video.duration_ms !== null &&
    video.status !== 'uploading' &&
    video.status !== 'processing' &&
    !isTranscribing(video.transcription_status);

  const content = () => {
    if (isTranscribing(video.transcription_status)) return <TranscriptionProgress status={status.data} />;
    if (video.transcription_status === 'failed')
      return (
        <TranscriptionFailed
          reason={status.data?.error ?? null}
          onRetry={() => retry.mutate()}
          isRetrying={retry.isPending}
        />
      );
    if (!transcript)
      return (
        <EmptyState
          data-testid="transcript-waiting"
          variant="light"
          color="gray"
          title="No transcript yet"
          description={videoStatusView(video).description}
        />
      );
    if (transcript.words.length === 0)
      return (
        <EmptyState
          data-testid="transcript-empty"
          variant="light"
          color="gray"
          title="No words to caption"
          description={transcript.note ?? 'No speech was heard in this video.'}
        >
          {onPasteScript && (
            <EmptyState.Actions>
              <Button variant="light" onClick={onPasteScript}>
                Paste your script
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      );
    return (
      <Stack gap="sm">
        <TranscriptSource transcript={transcript} soundTrack={video.sound_track} />
        <EngineNote transcript={transcript} onPasteScript={onPasteScript} />
        <TranscriptEditor
          key={opening}
          video={video}
          transcript={transcript}
          player={player}
          picked={picked}
          onReopen={() => setOpening((count) => count + 1)}
        />
      </Stack>
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="h4">
          Transcript
        </Title>
        <Group gap="xs">
          {settled && (
            <Badge variant="light" color="gray" tt="none" data-testid="transcript-engine">
              {transcriptEngineViews[transcript.engine].label}
            </Badge>
          )}
          {settled && hasSpeechToRead && video.transcription_status === 'done' && (
            <Button size="compact-sm" variant="subtle" onClick={retranscribeModal.open}>
              Transcribe again
            </Button>
          )}
          {onPasteScript && transcript && !transcript.note && transcript.words.length > 0 && (
            <Button size="compact-sm" variant="subtle" onClick={onPasteScript}>
              Paste your script
            </Button>
          )}
          {canImport && (
            <Button size="compact-sm" variant="subtle" onClick={importModal.open}>
              Import subtitles
            </Button>
          )}
        </Group>
      </Group>
      {content()}
      <PasteScriptModal video={video} opened={pasting} onClose={pasteScript.close} />
      <ImportSubtitlesModal video={video} opened={importing} onClose={importModal.close} />
      <RetranscribeModal
        key={video.language}
        video={video}
        opened={retranscribing}
        onClose={retranscribeModal.close}
      />
    </Stack>
  );
}
