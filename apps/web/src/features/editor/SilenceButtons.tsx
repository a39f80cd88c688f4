import { editedDuration, type SilencePace, silenceCuts, silenceRules } from '@captionist/captions';
import type { TranscriptWord } from '@captionist/contracts';
import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessage } from '../../lib/normalise-error';
import { showToast } from '../../lib/toast';
import { fetchQuietRanges } from './editor-requests';
import { asCuts, asRanges, useCuts } from './use-cuts';

const paces: { value: SilencePace; label: string }[] = [
  { value: 'extra-fast', label: 'Extra fast' },
  { value: 'fast', label: 'Fast' },
  { value: 'natural', label: 'Natural' },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Remove silences: cuts the pauses between the words that the sound confirms are quiet, at the
 * chosen pace (docs/automatic-editing.md), replacing the earlier silence cuts; Restore pauses
 * takes them all out again. The cuts are edits of the video, saved like the hook and b-roll.
 */
export function SilenceButtons({
  videoId,
  words,
  durationMs,
}: {
  videoId: string;
  words: readonly TranscriptWord[];
  durationMs: number;
}) {
  const { cuts, change } = useCuts();
  const [pace, setPace] = useLocalStorage<SilencePace>({
    key: 'captionist.silencePace',
    defaultValue: 'fast',
  });
  const [working, setWorking] = useState(false);
  const silences = cuts.filter((cut) => cut.reason === 'silence');
  const others = cuts.filter((cut) => cut.reason !== 'silence');
  const saved = durationMs - editedDuration(durationMs, asRanges(silences));

  const remove = async () => {
    setWorking(true);
    try {
      const quiet = asRanges((await fetchQuietRanges(videoId)).ranges);
      const found = silenceCuts(words, quiet, silenceRules[pace], durationMs);
      change([...others, ...asCuts(found, 'silence')]);
      const shorter = durationMs - editedDuration(durationMs, found);
      showToast(
        found.length === 0
          ? {
              type: 'success',
              title: 'No pauses to cut',
              message: 'Every pause is shorter than this pace cuts.',
            }
          : {
              type: 'success',
              title: `${found.length} ${found.length === 1 ? 'pause' : 'pauses'} cut`,
              message: `The video is ${seconds(shorter)} shorter. Cut words are struck through; Restore pauses brings them back.`,
            },
      );
    } catch (error) {
      showToast({ type: 'error', title: 'The pauses could not be found', message: errorMessage(error) });
    } finally {
      setWorking(false);
    }
  };

  return (
    <Group gap={6} wrap="wrap" data-testid="silence-buttons">
      <SegmentedControl
        size="xs"
        aria-label="How tightly to cut pauses"
        value={pace}
        onChange={(value) => setPace(value as SilencePace)}
        data={paces}
      />
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => void remove()}
        loading={working}
        disabled={words.length === 0}
      >
        Remove silences
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        disabled={silences.length === 0}
        onClick={() => change(others)}
      >
        Restore pauses
      </Button>
      {silences.length > 0 && (
        <Text size="xs" c="dimmed" role="status">
          {silences.length} {silences.length === 1 ? 'pause' : 'pauses'} cut · {seconds(saved)} shorter
        </Text>
      )}
    </Group>
  );
}
