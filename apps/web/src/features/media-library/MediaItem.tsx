import type { MediaUpload } from '@captionist/contracts';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ItemMenu } from '../../components/ItemMenu';
import { StockCredit } from '../../components/StockCredit';
import { DeleteMediaModal } from './DeleteMediaModal';
import { MediaPreview } from './MediaPreview';
import { mediaFacts } from './media-labels';
import { RenameMediaModal } from './RenameMediaModal';

function statusNote(media: MediaUpload): string | null {
  if (media.status === 'processing') return 'Checking the file…';
  if (media.status === 'uploading') return 'Not uploaded yet.';
  if (media.status === 'failed') return media.error ?? 'This file could not be used.';
  return null;
}

/** One file of the library: preview, name, facts, a stock file's credit, and rename and delete. */
export function MediaItem({ media }: { media: MediaUpload }) {
  const [renaming, rename] = useDisclosure(false);
  const [deleting, remove] = useDisclosure(false);
  const note = statusNote(media);
  return (
    <Paper withBorder radius="md" p="xs" data-testid="media-item">
      <Group gap="sm" wrap="nowrap" align="center">
        <MediaPreview media={media} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={500} truncate title={media.name}>
            {media.name}
          </Text>
          <Text size="xs" c="dimmed">
            {mediaFacts(media)}
          </Text>
          {media.credit && <StockCredit credit={media.credit} />}
          {note && (
            <Text size="xs" c={media.status === 'failed' ? 'red' : 'dimmed'}>
              {note}
            </Text>
          )}
        </Stack>
        <ItemMenu itemName={media.name} onRename={rename.open} onDelete={remove.open} />
      </Group>
      <RenameMediaModal media={media} opened={renaming} onClose={rename.close} />
      <DeleteMediaModal media={media} opened={deleting} onClose={remove.close} />
    </Paper>
  );
}
