import type { Cut, SpeakerLabel, TranscriptWord } from '@captionist/contracts';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { JobProgressBar } from '../../components/JobProgressBar';
import { errorMessage } from '../../lib/normalise-error';
import { SpeakerRow } from './SpeakerRow';
import { speakerViews } from './speaker-views';
import { useSpeakerAnalysis } from './use-speaker-analysis';
import type { SpeakerSaves } from './use-speaker-change';

interface SpeakersPanelProps {
  videoId: string;
  /** The words as edited, with their speakers. */
  words: readonly TranscriptWord[];
  /** The speakers' names and colours in the video's edits, as the editor holds them. */
  labels: readonly SpeakerLabel[];
  cuts: readonly Cut[];
  onCutsChange: (next: readonly Cut[]) => void;
  saves: SpeakerSaves;
}

/**
 * Who speaks in the video (docs/speakers.md): the analysis on its way, failed or not yet asked
 * for, then each speaker to name, colour in the captions, or cut.
 */
export function SpeakersPanel({ videoId, words, labels, cuts, onCutsChange, saves }: SpeakersPanelProps) {
  const { query, find } = useSpeakerAnalysis(videoId);
  const answer = query.data;

  const content = () => {
    if (!answer) {
      if (query.isError)
        return (
          <Group gap="xs">
            <Text size="sm" c="red" role="alert">
              {errorMessage(query.error)}
            </Text>
            <Button size="compact-sm" variant="default" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Group>
        );
      return (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Loading the speakers…
          </Text>
        </Group>
      );
    }
    const findButton = (label: string) => (
      <Button size="compact-sm" variant="default" onClick={() => find.mutate()} loading={find.isPending}>
        {label}
      </Button>
    );
    const findError = find.error && (
      <Text size="sm" c="red" role="alert">
        {errorMessage(find.error)}
      </Text>
    );
    switch (answer.status) {
      case 'none':
        return (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="dimmed">
              Tell who is speaking to see each one's turns, name them and colour their captions.
            </Text>
            {findButton('Find speakers')}
            {findError}
          </Stack>
        );
      case 'queued':
      case 'running': {
        const running = answer.status === 'running';
        return (
          <Stack gap={6} data-testid="speakers-progress">
            <Group justify="space-between" gap="xs">
              <Text size="sm">
                {running ? 'Telling the speakers apart…' : 'Waiting to tell the speakers apart…'}
              </Text>
              {running && (
                <Text size="sm" c="dimmed" ff="monospace">
                  {answer.progress}%
                </Text>
              )}
            </Group>
            <JobProgressBar
              label="Speaker analysis progress"
              value={answer.progress}
              waiting={!running}
              size="sm"
              transitionDuration={300}
            />
          </Stack>
        );
      }
      case 'failed':
        return (
          <Alert color="red" variant="light" title="The speakers could not be told apart">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{answer.error ?? 'The analysis stopped before it finished.'}</Text>
              {findButton('Try again')}
              {findError}
            </Stack>
          </Alert>
        );
      case 'done': {
        if (answer.speakers.length === 0)
          return (
            <Text size="sm" c="dimmed">
              No one could be told apart in this video's sound.
            </Text>
          );
        const views = new Map(
          speakerViews([], [...answer.speakers, ...labels]).map((view) => [view.id, view]),
        );
        return (
          <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {answer.speakers.map((speaker) => (
              <SpeakerRow
                key={speaker.id}
                videoId={videoId}
                speaker={{ ...speaker, ...views.get(speaker.id) }}
                words={words}
                cuts={cuts}
                onCutsChange={onCutsChange}
                saves={saves}
              />
            ))}
          </Stack>
        );
      }
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Speakers" data-testid="speakers">
      <Stack gap="xs">
        <Title order={3} fz="sm" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
          Speakers
        </Title>
        {content()}
      </Stack>
    </Paper>
  );
}
