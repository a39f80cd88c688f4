import { type Audio, DUCK_DB_MAX, DUCK_DB_MIN, type VideoDetail } from '@captionist/contracts';
import { Alert, Button, Group, Select, Skeleton, Slider, Stack, Switch, Text, Title } from '@mantine/core';
import { SaveStateIndicator } from '../../components/SaveStateIndicator';
import { errorMessage } from '../../lib/normalise-error';
import { useAudiosQuery } from '../caption-style';
import { useBackgroundMusic } from './use-background-music';
import { useTrackPreview } from './use-track-preview';

const NONE = 'none';
const NO_AUDIOS: readonly Audio[] = [];

function trackOptions(audios: readonly Audio[], savedId: string | null) {
  const groups = [
    { group: 'Our tracks', items: audios.filter((a) => a.is_system) },
    { group: 'Your audio uploads', items: audios.filter((a) => !a.is_system) },
  ]
    .filter((g) => g.items.length > 0)
    .map((g) => ({ group: g.group, items: g.items.map((a) => ({ value: a.id, label: a.name })) }));
  const missing = savedId && !audios.some((a) => a.id === savedId);
  return [
    { value: NONE, label: 'No music' },
    ...(missing ? [{ value: savedId, label: 'A track no longer in your library' }] : []),
    ...groups,
  ];
}

/**
 * Background music under the voice: a track (ours or one of the user's audio uploads), heard
 * here at the chosen volume, saved with the video's edits and mixed in by the render.
 */
export function BackgroundMusicPanel({ video }: { video: VideoDetail }) {
  const audiosQuery = useAudiosQuery();
  const audios = audiosQuery.data ?? NO_AUDIOS;
  const music = useBackgroundMusic(video.id);
  const track = music.music ? audios.find((a) => a.id === music.music?.audio_id) : undefined;
  const preview = useTrackPreview(track?.url ?? null, music.volume);
  const locked = video.status === 'rendering';
  const percent = Math.round(music.volume * 100);

  return (
    <Stack gap="sm" component="section" aria-label="Music" data-testid="music-panel">
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="sm" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
          Music
        </Title>
        {music.ready && <SaveStateIndicator state={music.save} testId="music-save-state" />}
      </Group>
      {music.save.status === 'failed' && (
        <Alert color="red" variant="light" title="The music is not saved" data-testid="music-save-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{music.save.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={music.retrySave}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {music.query.isError ? (
        <Alert color="red" variant="light" title="The music could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(music.query.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void music.query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : !music.ready || audiosQuery.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading the music">
          <Skeleton height={58} radius="sm" />
          <Skeleton height={36} radius="sm" />
        </Stack>
      ) : (
        <fieldset disabled={locked} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <Select
                label="Background music"
                data={trackOptions(audios, music.music?.audio_id ?? null)}
                value={music.music?.audio_id ?? NONE}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                style={{ flex: 1, minWidth: 0 }}
                disabled={locked}
                onChange={(id) => music.setTrack(id && id !== NONE ? id : null)}
              />
              <Button
                variant="default"
                onClick={preview.toggle}
                disabled={!track}
                aria-pressed={preview.playing}
                miw={84}
                data-testid="music-preview"
                // The video player beside this has its own Play button.
                aria-label={preview.playing ? 'Pause music' : 'Play music'}
              >
                {preview.playing ? 'Pause' : 'Play'}
              </Button>
            </Group>
            {preview.failed && (
              <Text size="sm" c="red" role="alert">
                This track could not be played here. It is still mixed into the render.
              </Text>
            )}
            <Stack gap={6}>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={500} id="music-volume-label">
                  Volume
                </Text>
                <Text size="sm" c="dimmed" data-testid="music-volume">
                  {percent} %
                </Text>
              </Group>
              <Slider
                min={0}
                max={100}
                step={1}
                value={percent}
                label={(value) => `${value} %`}
                disabled={!music.music || locked}
                thumbProps={{ 'aria-labelledby': 'music-volume-label' }}
                onChange={(value) => music.setVolume(value / 100)}
              />
            </Stack>
            <Stack gap={6}>
              <Switch
                label="Lower the music under speech"
                description="It drops while words are spoken and rises in the pauses."
                checked={music.music?.duck ?? true}
                disabled={!music.music || locked}
                onChange={(event) =>
                  music.setDucking(event.currentTarget.checked, music.music?.duck_db ?? 12)
                }
              />
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={500} id="music-duck-label">
                  Lowered by
                </Text>
                <Text size="sm" c="dimmed" data-testid="music-duck-depth">
                  {music.music?.duck_db ?? 12} dB
                </Text>
              </Group>
              <Slider
                min={DUCK_DB_MIN}
                max={DUCK_DB_MAX}
                step={1}
                value={music.music?.duck_db ?? 12}
                label={(value) => `${value} dB`}
                disabled={!music.music?.duck || locked}
                thumbProps={{ 'aria-labelledby': 'music-duck-label' }}
                onChange={(value) => music.setDucking(true, value)}
              />
            </Stack>
            <Text size="xs" c="dimmed">
              {locked
                ? 'This video is rendering; change its music when the render has finished.'
                : 'Mixed under the voice when the video is rendered; the preview plays at this volume. Your own tracks come from the media library.'}
            </Text>
          </Stack>
        </fieldset>
      )}
    </Stack>
  );
}
