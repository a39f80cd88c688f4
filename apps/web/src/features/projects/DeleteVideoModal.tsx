import type { Video } from '@captionist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { showToast } from '../../lib/toast';
import { forgetVideo } from './project-cache';
import { deleteVideo } from './video-requests';

interface DeleteVideoModalProps {
  video: Video;
  opened: boolean;
  onClose: () => void;
}

export function DeleteVideoModal({ video, opened, onClose }: DeleteVideoModalProps) {
  const queryClient = useQueryClient();
  return (
    <ConfirmDeleteModal
      opened={opened}
      onClose={onClose}
      title="Delete video?"
      confirmLabel="Delete video"
      remove={() => deleteVideo(video.id)}
      onDeleted={() => {
        onClose();
        void forgetVideo(queryClient, video);
        showToast({ type: 'success', title: 'Video deleted', message: `“${video.name}” was deleted.` });
      }}
      failureTitle="Video not deleted"
    >
      {video.ranges
        ? `“${video.name}” will be deleted, together with its captions and renders; the recording it is a clip of stays. This cannot be undone.`
        : `“${video.name}” will be deleted, together with its captions and renders, and its uploaded file unless clips of it remain. This cannot be undone.`}
    </ConfirmDeleteModal>
  );
}
