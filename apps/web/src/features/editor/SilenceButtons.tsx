import { editedDuration, type SilencePace, silenceCuts, silenceRules } from '@captionist/captions';
import type { TranscriptWord } from '@captionist/contracts';
import { SegmentedControl } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { AutoCutButtons } from './AutoCutButtons';
import { fetchQuietRanges } from './editor-requests';
import { asRanges } from './use-cuts';

const paces: { value: SilencePace; label: string }[] = [
  { value: 'extra-fast', label: 'Extra fast' },
  { value: 'fast', label: 'Fast' },
  { value: 'natural', label: 'Natural' },
];

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
  const [pace, setPace] = useLocalStorage<SilencePace>({
    key: 'captionist.silencePace',
    defaultValue: 'fast',
  });
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
        const ranges = silenceCuts(words, quiet, silenceRules[pace], durationMs);
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
        onChange={(value) => setPace(value as SilencePace)}
        data={paces}
      />
    </AutoCutButtons>
  );
}
