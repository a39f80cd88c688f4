import { fillerWordIndexes, rangesOfSpeaker, uncoveredSounds } from '@captionist/captions';
import type { TranscriptWord } from '@captionist/contracts';
import { Select, TextInput } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useState } from 'react';
import type { SpeakerView } from '../speakers';
import { AutoCutButtons } from './AutoCutButtons';
import { fetchQuietRanges } from './editor-requests';
import { asRanges } from './use-cuts';

/**
 * Remove filler words: cuts the transcript's fillers (um, uh, "you know" as an aside, a word said
 * twice, the user's own list) and the sound in pauses that no word covers (docs/automatic-editing.md
 * "Filler words"). A cut word can be restored from the word bar. With two or more speakers, the
 * cut can be limited to one of them (docs/speakers.md): a guest's "um" goes, the host's stays.
 */
export function FillerButtons({
  videoId,
  words,
  speakers,
}: {
  videoId: string;
  words: readonly TranscriptWord[];
  speakers: readonly SpeakerView[];
}) {
  const [extra, setExtra] = useLocalStorage({ key: 'captionist.fillerWords', defaultValue: '' });
  const [whose, setWhose] = useState<string>(EVERYONE);
  const chosen = speakers.some((speaker) => speaker.id === whose) ? whose : EVERYONE;
  return (
    <AutoCutButtons
      reason="filler"
      applyLabel="Remove filler words"
      restoreLabel="Restore fillers"
      disabled={words.length === 0}
      failed="The filler words could not be found"
      summary={(cuts) =>
        cuts.length > 0 ? `${cuts.length} ${cuts.length === 1 ? 'filler' : 'fillers'} cut` : null
      }
      find={async () => {
        const list = extra
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        const indexes = fillerWordIndexes(words, list);
        const theirs = <R extends { start: number; end: number }>(ranges: R[]) =>
          chosen === EVERYONE ? ranges : rangesOfSpeaker(ranges, words, chosen);
        const spoken = theirs(
          indexes.flatMap((index) => {
            const word = words[index];
            return word ? [{ start: word.start, end: word.end }] : [];
          }),
        );
        const unspoken = theirs(uncoveredSounds(words, asRanges((await fetchQuietRanges(videoId)).ranges)));
        return {
          ranges: [...spoken, ...unspoken],
          notice:
            spoken.length + unspoken.length === 0
              ? {
                  title: 'No filler words found',
                  message: 'Add your own next to the buttons, separated by commas.',
                }
              : {
                  title: 'Filler words cut',
                  message: `${spoken.length} in the transcript, ${unspoken.length} heard in pauses with no word. Cut words are struck through.`,
                },
        };
      }}
    >
      {speakers.length >= 2 && (
        <Select
          size="xs"
          w={150}
          aria-label="Whose filler words to cut"
          allowDeselect={false}
          value={chosen}
          onChange={(value) => setWhose(value ?? EVERYONE)}
          data={[
            { value: EVERYONE, label: 'Everyone' },
            ...speakers.map((speaker) => ({ value: speaker.id, label: speaker.name })),
          ]}
        />
      )}
      <TextInput
        size="xs"
        w={200}
        aria-label="Your own filler words, separated by commas"
        placeholder="Also cut: like, basically"
        value={extra}
        onChange={(event) => setExtra(event.currentTarget.value)}
      />
    </AutoCutButtons>
  );
}

const EVERYONE = 'everyone';
