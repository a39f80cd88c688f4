import { speakerCuts } from '@captionist/captions';
import { type Cut, defaultSpeakerName, type TranscriptWord } from '@captionist/contracts';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { describeFormFailure } from '../../lib/form-failure';
import { formatDuration } from '../../lib/format-duration';
import { errorMessage } from '../../lib/normalise-error';
import { showToast } from '../../lib/toast';
import { SpeakerColourPicker } from './SpeakerColourPicker';
import { SpeakerDot } from './SpeakerDot';
import { SpeakerNameField } from './SpeakerNameField';
import type { SpeakerView } from './speaker-views';
import { type SpeakerSaves, useSpeakerChange } from './use-speaker-change';

export interface SpeakerFacts {
  on_screen: boolean;
  speaking_ms: number;
}

interface SpeakerRowProps {
  videoId: string;
  speaker: SpeakerView & SpeakerFacts;
  words: readonly TranscriptWord[];
  cuts: readonly Cut[];
  onCutsChange: (next: readonly Cut[]) => void;
  saves: SpeakerSaves;
}

const isTheirs = (cut: Cut, speaker: string) => cut.reason === 'speaker' && cut.speaker === speaker;
const turns = (count: number) => `${count} ${count === 1 ? 'turn' : 'turns'}`;

/**
 * One speaker: their name (renamed in place), whether they are seen or only heard, how long they
 * speak, their caption colour, and their words cut from the video or brought back.
 */
export function SpeakerRow({ videoId, speaker, words, cuts, onCutsChange, saves }: SpeakerRowProps) {
  const rename = useSpeakerChange(videoId, speaker.id, saves);
  const recolour = useSpeakerChange(videoId, speaker.id, saves);
  const theirs = cuts.filter((cut) => isTheirs(cut, speaker.id));
  const others = cuts.filter((cut) => !isTheirs(cut, speaker.id));
  const spoken = words.some((word) => word.speaker === speaker.id);
  const nameError = rename.error
    ? (describeFormFailure(rename.error, ['name']).fieldErrors.name ?? errorMessage(rename.error))
    : null;

  const removeWords = () => {
    const added = speakerCuts(words, speaker.id);
    onCutsChange([...others, ...added]);
    showToast({
      type: 'success',
      title: `${speaker.name}'s words cut`,
      message: `${turns(added.length)} cut from the video. Their words are struck through in the transcript; Restore brings them back.`,
    });
  };

  return (
    <Stack gap={6} component="li" data-testid="speaker" aria-label={speaker.name}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <span style={{ paddingTop: 8 }}>
          <SpeakerDot color={speaker.color} size={12} />
        </span>
        <SpeakerNameField
          name={speaker.name}
          label={`Name of ${defaultSpeakerName(speaker.id)}`}
          saving={rename.isPending}
          error={nameError}
          onRename={(name) =>
            rename.mutateAsync({ name }).then(
              () => true,
              () => false,
            )
          }
          onCancel={rename.reset}
        />
      </Group>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color={speaker.on_screen ? 'teal' : 'gray'} tt="none">
          {speaker.on_screen ? 'On screen' : 'Voice only'}
        </Badge>
        <Text size="xs" c="dimmed">
          Speaks for {formatDuration(speaker.speaking_ms)}
        </Text>
      </Group>
      <SpeakerColourPicker
        color={speaker.color}
        name={speaker.name}
        disabled={recolour.isPending}
        onPick={(color) => recolour.mutate({ color })}
      />
      {recolour.error && (
        <Text size="xs" c="red" role="alert">
          {errorMessage(recolour.error)}
        </Text>
      )}
      <Group gap={6} wrap="wrap">
        <Button size="compact-sm" variant="default" disabled={!spoken} onClick={removeWords}>
          Remove this speaker's words
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          disabled={theirs.length === 0}
          onClick={() => onCutsChange(others)}
        >
          Restore
        </Button>
        {theirs.length > 0 && (
          <Text size="xs" c="dimmed">
            {turns(theirs.length)} cut
          </Text>
        )}
      </Group>
    </Stack>
  );
}
