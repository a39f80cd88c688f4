import type { Project } from '@captionist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { showToast } from '../../lib/toast';
import { forgetProject } from './project-cache';
import { videoCountLabel } from './project-labels';
import { deleteProject } from './project-requests';

interface DeleteProjectModalProps {
  project: Project;
  opened: boolean;
  onClose: () => void;
  /** After the project is gone, e.g. to leave its page. */
  onDeleted?: () => void;
}

export function DeleteProjectModal({ project, opened, onClose, onDeleted }: DeleteProjectModalProps) {
  const queryClient = useQueryClient();
  return (
    <ConfirmDeleteModal
      opened={opened}
      onClose={onClose}
      title="Delete project?"
      confirmLabel="Delete project"
      remove={() => deleteProject(project.id)}
      onDeleted={() => {
        onClose();
        onDeleted?.();
        void forgetProject(queryClient, project.id);
        showToast({ type: 'success', title: 'Project deleted', message: `“${project.name}” was deleted.` });
      }}
      failureTitle="Project not deleted"
    >
      “{project.name}” and its {videoCountLabel(project.video_count)} will be deleted, together with their
      uploaded files, captions and renders. This cannot be undone.
    </ConfirmDeleteModal>
  );
}
