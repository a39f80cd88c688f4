import {
  Alert,
  Anchor,
  Button,
  CloseButton,
  FileButton,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import { QueryErrorState } from '../../components/QueryErrorState';
import { formatBytes } from '../../lib/format-bytes';
import { errorMessage } from '../../lib/normalise-error';
import { useUserFeatures } from '../plans';
import { MediaItem } from './MediaItem';
import { MEDIA_ACCEPT, mediaPlanRefusal, mediaUploadRefusal, mediaUsageLabel } from './media-labels';
import { mediaUploadsQuery } from './media-queries';
import { type MediaUploadProgress, useMediaUpload } from './use-media-upload';

function UploadProgress({ progress, onCancel }: { progress: MediaUploadProgress; onCancel: () => void }) {
  const percent = progress.size > 0 ? Math.floor((progress.loaded / progress.size) * 100) : 0;
  return (
    <Paper withBorder radius="md" p="xs" data-testid="media-upload-progress">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" truncate title={progress.name}>
            {progress.name}
          </Text>
          <Button size="compact-xs" variant="subtle" color="gray" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
        <Progress value={percent} size="sm" aria-label={`Upload of ${progress.name}`} />
        <Text size="xs" c="dimmed">
          {formatBytes(progress.loaded)} of {formatBytes(progress.size)} · {percent}%
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The user's media library (b-roll, overlays, music): upload, preview, rename and delete, within
 * the plan's media_uploads feature. Made to sit in a drawer or a side panel, on a phone too.
 */
export function MediaLibraryPanel() {
  const query = useQuery(mediaUploadsQuery());
  const { data: features } = useUserFeatures();
  const uploader = useMediaUpload();
  const resetPicker = useRef<() => void>(null);
  const count = query.data?.length ?? 0;
  const planRefusal = mediaPlanRefusal(count, features);
  const usage = mediaUsageLabel(count, features);

  const choose = (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    const refusal = mediaUploadRefusal(file, count, features);
    if (refusal) return uploader.refuse(refusal);
    uploader.upload(file);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" data-testid="media-usage">
          {usage}
        </Text>
        <FileButton onChange={choose} accept={MEDIA_ACCEPT} resetRef={resetPicker}>
          {(props) => (
            <Button {...props} disabled={planRefusal !== null || uploader.progress !== null}>
              Upload media
            </Button>
          )}
        </FileButton>
      </Group>
      {planRefusal && (
        <Alert color="yellow" variant="light" data-testid="media-plan-notice">
          <Stack gap={4} align="flex-start">
            <Text size="sm">{planRefusal}</Text>
            <Anchor component={Link} to="/my-plan" size="sm">
              See your plan
            </Anchor>
          </Stack>
        </Alert>
      )}
      {uploader.failure && (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Text size="sm">{uploader.failure}</Text>
            <CloseButton size="sm" aria-label="Dismiss the message" onClick={uploader.dismissFailure} />
          </Group>
        </Alert>
      )}
      {uploader.progress && <UploadProgress progress={uploader.progress} onCancel={uploader.cancel} />}
      {query.data ? (
        query.data.length > 0 ? (
          <Stack component="ul" gap="xs" aria-label="Media files" m={0} p={0} style={{ listStyle: 'none' }}>
            {query.data.map((media) => (
              <li key={media.id}>
                <MediaItem media={media} />
              </li>
            ))}
          </Stack>
        ) : (
          <Paper withBorder radius="md" p="lg" data-testid="media-empty">
            <Text size="sm" fw={500}>
              No media yet
            </Text>
            <Text size="sm" c="dimmed">
              Upload pictures, GIFs, clips and music to use as b-roll, overlays and soundtracks.
            </Text>
          </Paper>
        )
      ) : query.isError ? (
        <QueryErrorState
          title="The media library could not be loaded"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <Stack gap="xs" aria-label="Loading the media library" role="status">
          <Skeleton height={82} radius="md" />
          <Skeleton height={82} radius="md" />
        </Stack>
      )}
    </Stack>
  );
}
