import { type CaptionTrack, languageName, SPOKEN } from '@captionist/contracts';
import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useVideoEdits } from '../video-edits';
import { useTranslations } from './use-translations';

const NONE = 'none';

/**
 * Which words the captions show (the spoken ones or a finished translation's) and what a second,
 * smaller line under them shows: two-language captions, the same in the preview and the render.
 */
export function CaptionTracksPicker({ videoId }: { videoId: string }) {
  const edits = useVideoEdits(videoId, 0);
  const { translations } = useTranslations(videoId);
  const done = translations.filter((translation) => translation.status === 'done');
  const tracks = edits.edits?.captions ?? { track: SPOKEN, second: null };
  const options = [
    { value: SPOKEN, label: 'The spoken words' },
    ...done.map(({ language }) => ({ value: language, label: languageName(language) ?? language })),
  ];
  const known = (track: string | null) => track !== null && options.some((option) => option.value === track);
  const track = known(tracks.track) ? tracks.track : SPOKEN;
  const second = known(tracks.second) ? tracks.second : null;

  return (
    <Stack gap="xs" component="section" aria-label="Caption language" data-testid="caption-tracks">
      <Title order={3} fz="sm" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
        Caption language
      </Title>
      {done.length === 0 && (
        <Text size="sm" c="dimmed">
          Translate the captions in the Languages tab to show them in another language, or in two.
        </Text>
      )}
      <Group gap="sm" align="flex-end">
        <Select
          label="Captions show"
          data={options}
          value={track}
          allowDeselect={false}
          disabled={!edits.ready || done.length === 0}
          onChange={(value) =>
            value &&
            edits.change({
              captions: { track: value as CaptionTrack, second: second === value ? null : second },
            })
          }
          w={200}
          data-testid="caption-track"
        />
        <Select
          label="Second line"
          data={[{ value: NONE, label: 'None' }, ...options.filter((option) => option.value !== track)]}
          value={second ?? NONE}
          allowDeselect={false}
          disabled={!edits.ready || done.length === 0}
          onChange={(value) =>
            edits.change({
              captions: { track, second: !value || value === NONE ? null : (value as CaptionTrack) },
            })
          }
          w={200}
          data-testid="caption-second-line"
        />
      </Group>
    </Stack>
  );
}
