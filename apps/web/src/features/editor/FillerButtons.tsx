import { fillerWordIndexes, normaliseCuts, uncoveredSounds } from '@captionist/captions';
import type { TranscriptWord } from '@captionist/contracts';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessage } from '../../lib/normalise-error';
import { showToast } from '../../lib/toast';
import { fetchQuietRanges } from './editor-requests';
import { asCuts, asRanges, useCuts } from './use-cuts';

/**
 * Remove filler words: cuts the transcript's fillers (um, uh, "you know" as an aside, a word said
 * twice, the user's own list) and the sound in pauses that no word covers, replacing the earlier
 * filler cuts (docs/automatic-editing.md "Filler words"). Each cut word can be restored from the
 * word bar; Restore fillers brings them all back.
 */
export function FillerButtons({ videoId, words }: { videoId: string; words: readonly TranscriptWord[] }) {
  const { cuts, change } = useCuts();
  const [extra, setExtra] = useLocalStorage({ key: 'captionist.fillerWords', defaultValue: '' });
  const [working, setWorking] = useState(false);
  const fillers = cuts.filter((cut) => cut.reason === 'filler');
  const others = cuts.filter((cut) => cut.reason !== 'filler');

  const remove = async () => {
    setWorking(true);
    try {
      const list = extra
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const indexes = fillerWordIndexes(words, list);
      const spoken = indexes.flatMap((index) => {
        const word = words[index];
        return word ? [{ start: word.start, end: word.end }] : [];
      });
      const quiet = asRanges((await fetchQuietRanges(videoId)).ranges);
      const unspoken = uncoveredSounds(words, quiet);
      change([...others, ...asCuts(normaliseCuts([...spoken, ...unspoken]), 'filler')]);
      showToast(
        indexes.length + unspoken.length === 0
          ? {
              type: 'success',
              title: 'No filler words found',
              message: 'Add your own below, separated by commas.',
            }
          : {
              type: 'success',
              title: 'Filler words cut',
              message: `${indexes.length} in the transcript, ${unspoken.length} heard in pauses with no word. Cut words are struck through.`,
            },
      );
    } catch (error) {
      showToast({
        type: 'error',
        title: 'The filler words could not be found',
        message: errorMessage(error),
      });
    } finally {
      setWorking(false);
    }
  };

  return (
    <Group gap={6} wrap="wrap" data-testid="filler-buttons">
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => void remove()}
        loading={working}
        disabled={words.length === 0}
      >
        Remove filler words
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        disabled={fillers.length === 0}
        onClick={() => change(others)}
      >
        Restore fillers
      </Button>
      <TextInput
        size="xs"
        w={200}
        aria-label="Your own filler words, separated by commas"
        placeholder="Also cut: like, basically"
        value={extra}
        onChange={(event) => setExtra(event.currentTarget.value)}
      />
      {fillers.length > 0 && (
        <Text size="xs" c="dimmed">
          {fillers.length} {fillers.length === 1 ? 'filler' : 'fillers'} cut
        </Text>
      )}
    </Group>
  );
}
