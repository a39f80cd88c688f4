import { sentencesOf } from '@captionist/captions';
import type { ClipEdge, EdgeMove } from '@captionist/contracts';
import {
  CLIP_COUNT_MAX,
  CLIP_MIN_SECONDS,
  CLIP_TOPIC_MAX,
  type ClipLength,
  type ClipRecipe,
  type FoundClip,
  type TranscriptWord,
  type Video,
  type VideoDetail,
} from '@captionist/contracts';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../lib/normalise-error';
import { projectKeys, videoKeys } from '../../lib/query-keys';
import { ClipCard } from './ClipCard';
import { ClipRecipeForm } from './ClipRecipeForm';
import { type ClipRange, movedEdge } from './clip-edges';
import { acceptClips, requestClips } from './clip-requests';
import { MadeClips } from './MadeClips';
import { useRangePlayback } from './use-range-playback';

const LENGTHS: { value: ClipLength; label: string }[] = [
  { value: 'under_30', label: 'Under 30 s' },
  { value: '30_60', label: '30–60 s' },
  { value: '60_90', label: '60–90 s' },
  { value: 'custom', label: 'Custom' },
];

interface Candidate {
  clip: FoundClip;
  range: ClipRange;
  accepted: boolean;
}

interface ClipFinderPanelProps {
  video: VideoDetail;
  words: readonly TranscriptWord[];
  player: HTMLVideoElement | null;
  /** Makes the video this range alone (cuts everything around it). */
  onKeepOnly: (range: { start_ms: number; end_ms: number }) => void;
}

/**
 * The clip finder for this video: ranked clips of whole sentences, each with its score and what it
 * is made of; play one, move its edges by whole sentences (beyond the suggestion too), discard it,
 * or accept several, each made a video of its own with one recipe, and render them all
 * (docs/clip-finder.md).
 */
export function ClipFinderPanel({ video, words, player, onKeepOnly }: ClipFinderPanelProps) {
  const [length, setLength] = useState<ClipLength>('30_60');
  const [custom, setCustom] = useState({ min: 15, max: 45 });
  const [count, setCount] = useState(5);
  const [topic, setTopic] = useState('');
  const [candidates, setCandidates] = useState<Candidate[] | null>(null);
  const sentences = useMemo(
    () => sentencesOf(words, video.language === 'auto' ? undefined : video.language),
    [words, video.language],
  );
  const playback = useRangePlayback(player);
  const queryClient = useQueryClient();
  const find = useMutation({
    mutationFn: () =>
      requestClips(video.id, {
        length,
        count,
        topic,
        ...(length === 'custom' ? { min_seconds: custom.min, max_seconds: custom.max } : {}),
      }),
    onSuccess: (answer) =>
      setCandidates(
        answer.clips.map((clip) => ({
          clip,
          range: {
            start_ms: clip.start_ms,
            end_ms: clip.end_ms,
            first_word: clip.first_word,
            last_word: clip.last_word,
          },
          accepted: false,
        })),
      ),
  });
  const textOf = (range: ClipRange) =>
    words
      .slice(range.first_word, range.last_word + 1)
      .map((word) => word.text)
      .join(' ');
  const move = (index: number, edge: ClipEdge, step: EdgeMove) =>
    setCandidates((list) =>
      (list ?? []).map((candidate, i) => {
        if (i !== index) return candidate;
        const range = movedEdge(candidate.range, sentences, edge, step);
        return range ? { ...candidate, range } : candidate;
      }),
    );
  const noWords = words.length === 0;
  const chosen = (candidates ?? []).filter((candidate) => candidate.accepted);
  const [made, setMade] = useState<Video[]>([]);
  const accept = useMutation({
    mutationFn: (recipe: ClipRecipe) =>
      acceptClips(video.id, {
        clips: chosen.map(({ clip, range }) => ({
          start_ms: range.start_ms,
          end_ms: range.end_ms,
          title: clip.title,
        })),
        recipe,
      }),
    onSuccess: (videos) => {
      setMade(videos);
      // The project's cards and the dashboard's count now include them.
      void queryClient.invalidateQueries({ queryKey: videoKeys.list(video.project_id) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.list });
      setCandidates((list) => (list ?? []).filter((candidate) => !candidate.accepted));
    },
  });

  return (
    <Stack gap="sm" component="section" aria-label="Find clips" data-testid="clip-finder">
      <Title order={3} fz="sm" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
        Find clips
      </Title>
      <Text size="sm" c="dimmed">
        The moments worth posting on their own, ranked: each starts and ends on a whole sentence and keeps a
        question with its answer.
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          find.mutate();
        }}
      >
        <Stack gap="sm">
          <SegmentedControl
            aria-label="Clip length"
            data={LENGTHS}
            value={length}
            onChange={(value) => setLength(value as ClipLength)}
          />
          {length === 'custom' && (
            <Group gap="sm">
              <NumberInput
                label="Shortest (s)"
                min={CLIP_MIN_SECONDS}
                w={120}
                value={custom.min}
                onChange={(value) =>
                  setCustom({ ...custom, min: typeof value === 'number' ? value : CLIP_MIN_SECONDS })
                }
              />
              <NumberInput
                label="Longest (s)"
                min={CLIP_MIN_SECONDS}
                w={120}
                value={custom.max}
                onChange={(value) =>
                  setCustom({ ...custom, max: typeof value === 'number' ? value : custom.min })
                }
              />
            </Group>
          )}
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NumberInput
              label="How many"
              min={1}
              max={CLIP_COUNT_MAX}
              w={110}
              value={count}
              onChange={(value) => setCount(typeof value === 'number' ? value : 5)}
            />
            <TextInput
              label="Topic (optional)"
              placeholder="e.g. pricing mistakes"
              maxLength={CLIP_TOPIC_MAX}
              style={{ flex: 1, minWidth: 180 }}
              value={topic}
              onChange={(event) => setTopic(event.currentTarget.value)}
            />
          </Group>
          <Group>
            <Button type="submit" loading={find.isPending} disabled={noWords}>
              Find clips
            </Button>
            {noWords && (
              <Text size="sm" c="dimmed">
                Clips are found in the transcript: this video has no words yet.
              </Text>
            )}
          </Group>
        </Stack>
      </form>
      {find.isError && (
        <Alert color="red" variant="light" title="No clips this time" role="alert">
          {errorMessage(find.error)}
        </Alert>
      )}
      {find.isPending && <Skeleton height={160} radius="md" role="status" aria-label="Finding clips" />}
      {!find.isPending && find.data?.source === 'basic' && candidates && candidates.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="clips-offline-note">
          Ranked offline, without AI: by each clip's opening, whether it stands alone, its payoff, the sound's
          energy, its pace and its length. With a language model set up, the model ranks, explains and titles
          them.
        </Text>
      )}
      {!find.isPending && candidates?.length === 0 && (
        <Text size="sm" c="dimmed" role="status">
          No clip of that length was found: try another length, or no topic.
        </Text>
      )}
      {!find.isPending &&
        candidates?.map((candidate, index) => (
          <ClipCard
            key={`${candidate.clip.start_ms}-${candidate.clip.end_ms}`}
            rank={index + 1}
            clip={candidate.clip}
            range={candidate.range}
            excerpt={textOf(candidate.range)}
            playing={
              playback.playing?.start === candidate.range.start_ms &&
              playback.playing.end === candidate.range.end_ms
            }
            canMove={(edge, step) => movedEdge(candidate.range, sentences, edge, step) !== null}
            onMove={(edge, step) => move(index, edge, step)}
            onPlay={() => playback.play(candidate.range.start_ms, candidate.range.end_ms)}
            onStop={playback.stop}
            accepted={candidate.accepted}
            onAccept={() =>
              setCandidates((list) =>
                (list ?? []).map((each, i) => (i === index ? { ...each, accepted: !each.accepted } : each)),
              )
            }
            onKeep={() => onKeepOnly(candidate.range)}
            onDiscard={() => setCandidates((list) => (list ?? []).filter((_, i) => i !== index))}
          />
        ))}
      {chosen.length > 0 && (
        <ClipRecipeForm
          count={chosen.length}
          pending={accept.isPending}
          error={accept.isError ? errorMessage(accept.error) : null}
          onMake={(recipe) => accept.mutate(recipe)}
        />
      )}
      {made.length > 0 && <MadeClips key={made.map((each) => each.id).join()} videos={made} />}
    </Stack>
  );
}
