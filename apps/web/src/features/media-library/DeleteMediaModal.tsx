import type { MediaUpload } from '@captionist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { showToast } from '../../lib/toast';
import { forgetMedia } from './media-cache';
import { deleteMedia } from './media-requests';

interface DeleteMediaModalProps {
  media: MediaUpload;
  opened: boolean;
  onClose: () => void;
}

export function DeleteMediaModal({ media, opened, onClose }: DeleteMediaModalProps) {
  const queryClient = useQueryClient();
  return (
    <ConfirmDeleteModal
      opened={opened}
      onClose={onClose}
      title="Delete media file?"
      confirmLabel="Delete file"
      remove={() => deleteMedia(media.id)}
      onDeleted={() => {
        onClose();
        void forgetMedia(queryClient, media.id);
        showToast({ type: 'success', title: 'Media file deleted', message: `“${media.name}” was deleted.` });
      }}
      failureTitle="Media file not deleted"
    >
      “{media.name}” will be deleted from your media library. Videos that use it will no longer show it. This
      cannot be undone.
    </ConfirmDeleteModal>
  );
}
