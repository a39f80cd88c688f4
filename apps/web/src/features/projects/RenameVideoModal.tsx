import { type Video, videoUpdateRequestSchema } from '@captionist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { NameModal } from '../../components/NameModal';
import { rememberVideo } from './project-cache';
import { renameVideo } from './video-requests';

interface RenameVideoModalProps {
  video: Video;
  opened: boolean;
  onClose: () => void;
}

export function RenameVideoModal({ video, opened, onClose }: RenameVideoModalProps) {
  const queryClient = useQueryClient();
  return (
    <NameModal
      opened={opened}
      onClose={onClose}
      title="Rename video"
      label="Video name"
      submitLabel="Save name"
      initialName={video.name}
      schema={videoUpdateRequestSchema}
      save={(name) => renameVideo(video.id, name)}
      onSaved={(renamed) => {
        void rememberVideo(queryClient, renamed);
        onClose();
      }}
      failureTitle="Video not renamed"
    />
  );
}
