import type { MediaUpload } from '@captionist/contracts';
import { Alert, Button, Image, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/normalise-error';
import { mediaUploadsQuery } from '../media-library';

/** What may be b-roll: pictures, GIFs and clips (not audio), once probed. */
export const isBrollMedia = (media: MediaUpload) => media.kind !== 'audio' && media.status === 'ready';

/** The user's own pictures and clips to pick from; works whether or not stock search does. */
export function LibraryPicker({ onPick }: { onPick: (media: MediaUpload) => void }) {
  const query = useQuery(mediaUploadsQuery());
  if (query.isPending) return <Skeleton height={120} role="status" aria-label="Loading your media" />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title="Your media could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const usable = query.data.filter(isBrollMedia);
  if (usable.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="broll-library-empty">
        No pictures or clips in your media library yet. Upload some in the media library, or search stock
        media.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" data-testid="broll-library">
      {usable.map((media) => (
        <UnstyledButton key={media.id} onClick={() => onPick(media)} aria-label={`Use ${media.name}`}>
          <Stack gap={4}>
            {media.thumbnail_url ? (
              <Image src={media.thumbnail_url} alt="" h={80} fit="cover" radius="sm" />
            ) : (
              <Skeleton height={80} animate={false} />
            )}
            <Text size="xs" truncate>
              {media.name}
            </Text>
          </Stack>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
