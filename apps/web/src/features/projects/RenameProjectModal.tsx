import { type Project, projectRequestSchema } from '@captionist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { NameModal } from '../../components/NameModal';
import { showToast } from '../../lib/toast';
import { rememberProject } from './project-cache';
import { renameProject } from './project-requests';

interface RenameProjectModalProps {
  project: Project;
  opened: boolean;
  onClose: () => void;
}

export function RenameProjectModal({ project, opened, onClose }: RenameProjectModalProps) {
  const queryClient = useQueryClient();
  return (
    <NameModal
      opened={opened}
      onClose={onClose}
      title="Rename project"
      label="Project name"
      submitLabel="Save name"
      initialName={project.name}
      schema={projectRequestSchema}
      save={(name) => renameProject(project.id, name)}
      onSaved={(renamed) => {
        void rememberProject(queryClient, renamed);
        showToast({
          type: 'success',
          title: 'Project renamed',
          message: `It is now called “${renamed.name}”.`,
        });
        onClose();
      }}
      failureTitle="Project not renamed"
    />
  );
}
