import type { Project } from '@captionist/contracts';
import { Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ItemMenu } from '../../components/ItemMenu';
import { LinkCard } from '../../components/LinkCard';
import {
  DeleteProjectModal,
  RenameProjectModal,
  updatedLabel,
  VideoPoster,
  videoCountLabel,
} from '../projects';

/** A project on the dashboard: its newest video's picture, name, video count and last change; opens the project. */
export function ProjectCard({ project }: { project: Project }) {
  const [renaming, rename] = useDisclosure(false);
  const [deleting, remove] = useDisclosure(false);
  return (
    <>
      <LinkCard
        to={`/project/${project.id}`}
        title={project.name}
        media={<VideoPoster picture={project.thumbnail_url} busy={false} />}
        actions={<ItemMenu itemName={project.name} onRename={rename.open} onDelete={remove.open} />}
        testId="project-card"
      >
        <Text size="sm" mt="xs">
          {videoCountLabel(project.video_count)}
        </Text>
        <Text size="xs" c="dimmed">
          {updatedLabel(project.updated_at)}
        </Text>
      </LinkCard>
      <RenameProjectModal project={project} opened={renaming} onClose={rename.close} />
      <DeleteProjectModal project={project} opened={deleting} onClose={remove.close} />
    </>
  );
}
