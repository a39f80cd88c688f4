import { type MediaUpload, mediaUpdateRequestSchema } from '@captionist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { NameModal } from '../../components/NameModal';
import { rememberMedia } from './media-cache';
import { renameMedia } from './media-requests';

interface RenameMediaModalProps {
  media: MediaUpload;
  opened: boolean;
  onClose: () => void;
}

export function RenameMediaModal({ media, opened, onClose }: RenameMediaModalProps) {
  const queryClient = useQueryClient();
  return (
    <NameModal
      opened={opened}
      onClose={onClose}
      title="Rename media file"
      label="File name"
      submitLabel="Save name"
      initialName={media.name}
      schema={mediaUpdateRequestSchema}
      save={(name) => renameMedia(media.id, name)}
      onSaved={(renamed) => {
        void rememberMedia(queryClient, renamed);
        onClose();
      }}
      failureTitle="Media file not renamed"
    />
  );
}
