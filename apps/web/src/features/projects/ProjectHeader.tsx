import type { Project } from '@captionist/contracts';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router';
import { ItemMenu } from '../../components/ItemMenu';
import { DeleteProjectModal } from './DeleteProjectModal';
import { updatedLabel, videoCountLabel } from './project-labels';
import { RenameProjectModal } from './RenameProjectModal';

/** The project's name and facts, the way back to all projects, and rename and delete. */
export function ProjectHeader({ project }: { project: Project }) {
  const [renaming, rename] = useDisclosure(false);
  const [deleting, remove] = useDisclosure(false);
  const navigate = useNavigate();
  return (
    <Stack gap={4}>
      <Anchor component={Link} to="/dashboard" size="sm" w="fit-content">
        ← All projects
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
          {project.name}
        </Title>
        <ItemMenu itemName={project.name} onRename={rename.open} onDelete={remove.open} />
      </Group>
      <Text size="sm" c="dimmed">
        {videoCountLabel(project.video_count)} · {updatedLabel(project.updated_at)}
      </Text>
      <RenameProjectModal project={project} opened={renaming} onClose={rename.close} />
      <DeleteProjectModal
        project={project}
        opened={deleting}
        onClose={remove.close}
        onDeleted={() => navigate('/dashboard', { replace: true })}
      />
    </Stack>
  );
}
