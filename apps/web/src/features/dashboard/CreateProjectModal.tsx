import { projectRequestSchema } from '@captionist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { NameModal } from '../../components/NameModal';
import { invalidatePlanQueries } from '../../lib/query-keys';
import { createProject, rememberProject } from '../projects';

interface CreateProjectModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Names a new project, then opens it so the first video can be added. */
export function CreateProjectModal({ opened, onClose }: CreateProjectModalProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <NameModal
      opened={opened}
      onClose={onClose}
      title="New project"
      label="Project name"
      submitLabel="Create project"
      initialName=""
      schema={projectRequestSchema}
      save={createProject}
      onSaved={(project) => {
        void rememberProject(queryClient, project);
        onClose();
        navigate(`/project/${project.id}`);
      }}
      failureTitle="Project not created"
      onRefused={(error) => {
        if (error.httpStatus !== 403) return;
        // The plan said no: this page's idea of the plan was out of date.
        onClose();
        void invalidatePlanQueries(queryClient);
      }}
    />
  );
}
