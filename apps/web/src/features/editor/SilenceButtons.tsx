import {
  customSilenceRule,
  editedDuration,
  type SilencePace,
  silenceCuts,
  silenceRules,
} from '@captionist/captions';
import type { TranscriptWord } from '@captionist/contracts';
import { NumberInput, SegmentedControl } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { AutoCutButtons } from './AutoCutButtons';
import { fetchQuietRanges } from './editor-requests';
import { asRanges } from './use-cuts';

type Pace = SilencePace | 'custom';
const paces: { value: Pace; label: string }[] = [
  { value: 'extra-fast', label: 'Extra fast' },
  { value: 'fast', label: 'Fast' },
  { value: 'natural', label: 'Natural' },
  { value: 'custom', label: 'Custom' },
];
/** A custom minimum pause, in ms: from a tenth of a second to five seconds. */
const CUSTOM_MIN_MS = 100;
const CUSTOM_MAX_MS = 5000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const pauses = (count: number) => `${count} ${count === 1 ? 'pause' : 'pauses'}`;

/**
 * Remove silences: cuts the pauses between the words that the sound confirms are quiet, at the
 * chosen pace (docs/automatic-editing.md "Remove silences").
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
  const [pace, setPace] = useLocalStorage<Pace>({ key: 'captionist.silencePace', defaultValue: 'fast' });
  const [customMs, setCustomMs] = useLocalStorage({ key: 'captionist.silenceCustomMs', defaultValue: 400 });
  const rule = pace === 'custom' ? customSilenceRule(customMs) : silenceRules[pace];
  const shorter = (ranges: Parameters<typeof editedDuration>[1]) =>
    durationMs - editedDuration(durationMs, ranges);
  return (
    <AutoCutButtons
      reason="silence"
      applyLabel="Remove silences"
      restoreLabel="Restore pauses"
      disabled={words.length === 0}
      failed="The pauses could not be found"
      summary={(cuts) =>
        cuts.length > 0 ? `${pauses(cuts.length)} cut · ${seconds(shorter(asRanges(cuts)))} shorter` : null
      }
      find={async () => {
        const quiet = asRanges((await fetchQuietRanges(videoId)).ranges);
        const ranges = silenceCuts(words, quiet, rule, durationMs);
        return {
          ranges,
          notice:
            ranges.length === 0
              ? { title: 'No pauses to cut', message: 'Every pause is shorter than this pace cuts.' }
              : {
                  title: `${pauses(ranges.length)} cut`,
                  message: `The video is ${seconds(shorter(ranges))} shorter. Each cut pause is marked in the transcript; click a mark to restore it.`,
                },
        };
      }}
    >
      <SegmentedControl
        size="xs"
        aria-label="How tightly to cut pauses"
        value={pace}
        onChange={(value) => setPace(value as Pace)}
        data={paces}
      />
      {pace === 'custom' && (
        <NumberInput
          size="xs"
          w={150}
          aria-label="Cut pauses of at least (ms)"
          suffix=" ms"
          min={CUSTOM_MIN_MS}
          max={CUSTOM_MAX_MS}
          step={50}
          clampBehavior="strict"
          value={customMs}
          onChange={(value) => setCustomMs(typeof value === 'number' ? value : CUSTOM_MIN_MS)}
        />
      )}
    </AutoCutButtons>
  );
}
