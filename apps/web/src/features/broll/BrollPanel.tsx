import type { MediaUpload, TranscriptWord, VideoDetail } from '@captionist/contracts';
import { Alert, Button, CloseButton, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { BasicSuggestionsNote } from '../../components/BasicSuggestionsNote';
import { SaveStateIndicator } from '../../components/SaveStateIndicator';
import { errorMessage } from '../../lib/normalise-error';
import { BrollSuggestions } from './BrollSuggestions';
import { BrollTimeline } from './BrollTimeline';
import { requestBrollKeywords } from './broll-requests';
import { formatSpan } from './format-span';
import { MediaPickerModal } from './MediaPickerModal';
import { DEFAULT_BROLL_MS, placeSpan, type Span } from './timeline-geometry';
import { type BrollItem, useBroll } from './use-broll';
import { usePendingImports } from './use-pending-imports';

export interface BrollPanelProps {
  video: VideoDetail;
  /** The transcript's words as the editor has them (suggestions name word ranges). */
  words: readonly TranscriptWord[];
  /** The player's position, drawn on the timeline and used by "Add at playhead". */
  currentTimeMs: number;
  onSeek: (ms: number) => void;
}

/** Where the picker's choice goes: a new item over `span`, or in place of item `index`. */
type Target = { span: Span; keyword: string; index?: number };

/**
 * B-roll over the video: keyword suggestions at their word ranges, a picture or clip from the
 * media library or stock search for each, a timeline to move and resize them. Saved with the
 * video's edits and drawn by the render.
 */
export function BrollPanel({ video, words, currentTimeMs, onSeek }: BrollPanelProps) {
  const broll = useBroll(video.id);
  const suggest = useMutation({ mutationFn: () => requestBrollKeywords(video.id) });
  const [target, setTarget] = useState<Target | null>(null);
  const durationMs = video.duration_ms ?? words.at(-1)?.end ?? 0;
  const locked = video.status === 'rendering';

  const put = (media_id: string, span: Span, index?: number) => {
    const item: BrollItem = { media_id, ...span };
    if (index === undefined) broll.add(item);
    else broll.replace(index, item);
  };
  const imports = usePendingImports((item) => broll.add(item));
  const nameOf = (mediaId: string) =>
    imports.library.data?.find((media) => media.id === mediaId)?.name ?? 'A file no longer in your library';

  const pick = (media: MediaUpload) => {
    if (!target) return;
    if (media.status === 'ready') put(media.id, target.span, target.index);
    else {
      if (target.index !== undefined) broll.remove(target.index);
      imports.wait(media, target.span);
    }
    setTarget(null);
  };

  return (
    <Stack gap="sm" component="section" aria-label="B-roll" data-testid="broll-panel">
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="sm" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
          B-roll
        </Title>
        {broll.ready && <SaveStateIndicator state={broll.save} testId="broll-save-state" />}
      </Group>
      {broll.save.status === 'failed' && (
        <Alert color="red" variant="light" title="The b-roll is not saved" data-testid="broll-save-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{broll.save.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={broll.retrySave}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {broll.query.isError ? (
        <Alert color="red" variant="light" title="The b-roll could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(broll.query.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void broll.query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : !broll.ready ? (
        <Skeleton height={120} radius="sm" role="status" aria-label="Loading the b-roll" />
      ) : (
        <Stack gap="sm">
          <BrollTimeline
            items={broll.items}
            durationMs={durationMs}
            currentTimeMs={currentTimeMs}
            labelOf={(item) => nameOf(item.media_id)}
            disabled={locked}
            onChange={broll.replace}
            onSeek={onSeek}
          />
          {imports.pending.length > 0 && (
            <Text size="sm" c="dimmed" role="status" data-testid="broll-importing">
              Importing{' '}
              {imports.pending.length === 1 ? 'a stock item' : `${imports.pending.length} stock items`}… it is
              placed when ready.
            </Text>
          )}
          {imports.failure && (
            <Text size="sm" c="red" role="alert">
              {imports.failure}
            </Text>
          )}
          {broll.items.length > 0 && (
            <Stack gap={4} data-testid="broll-items">
              {broll.items.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items have no id of their own
                <Group key={index} justify="space-between" gap="xs" wrap="nowrap">
                  <Button variant="subtle" size="compact-sm" onClick={() => onSeek(item.start_ms)}>
                    {formatSpan(item)}
                  </Button>
                  <Text size="sm" truncate style={{ flex: 1 }}>
                    {nameOf(item.media_id)}
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="default"
                    disabled={locked}
                    onClick={() => setTarget({ span: item, keyword: '', index })}
                  >
                    Swap
                  </Button>
                  <CloseButton
                    aria-label={`Remove ${nameOf(item.media_id)} at ${formatSpan(item)}`}
                    disabled={locked}
                    onClick={() => broll.remove(index)}
                  />
                </Group>
              ))}
            </Stack>
          )}
          <Group gap="sm">
            <Button
              variant="light"
              loading={suggest.isPending}
              disabled={locked}
              onClick={() => suggest.mutate()}
            >
              Suggest b-roll
            </Button>
            <Button
              variant="default"
              disabled={locked || durationMs <= 0}
              onClick={() =>
                setTarget({
                  span: placeSpan(currentTimeMs, currentTimeMs + DEFAULT_BROLL_MS, durationMs),
                  keyword: '',
                })
              }
            >
              Add at playhead
            </Button>
          </Group>
          {suggest.isError && (
            <Text size="sm" c="red" role="alert">
              {errorMessage(suggest.error)}
            </Text>
          )}
          {suggest.data?.source === 'basic' && <BasicSuggestionsNote testId="broll-basic-note" />}
          {suggest.data && (
            <BrollSuggestions
              keywords={suggest.data.keywords}
              words={words}
              disabled={locked}
              onChoose={(keyword) =>
                setTarget({
                  span: placeSpan(keyword.start_ms, keyword.end_ms, durationMs),
                  keyword: keyword.keyword,
                })
              }
            />
          )}
        </Stack>
      )}
      <MediaPickerModal
        opened={target !== null}
        keyword={target?.keyword ?? ''}
        onClose={() => setTarget(null)}
        onPick={pick}
      />
    </Stack>
  );
}
