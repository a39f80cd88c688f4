import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CardGridSkeleton } from '../../components/CardGridSkeleton';
import { PageContainer } from '../../components/PageContainer';
import { QueryErrorState } from '../../components/QueryErrorState';
import { errorMessage } from '../../lib/normalise-error';
import { useUserFeatures } from '../plans';
import { projectQueries } from '../projects';
import { CreateProjectModal } from './CreateProjectModal';
import { ProjectGrid } from './ProjectGrid';
import { ProjectsEmptyState } from './ProjectsEmptyState';
import { projectAllowance } from './project-allowance';

const LIMIT_NOTE_ID = 'project-limit-note';

export function DashboardPage() {
  const query = useQuery(projectQueries.list());
  const userFeatures = useUserFeatures();
  const features = userFeatures.data;
  const [creating, create] = useDisclosure(false);
  // The list waits for the plan's limits as well, so the limit note never appears above cards
  // already on screen and pushes them down.
  const projects = features !== undefined || userFeatures.errorMessage ? query.data : undefined;
  const { usage, blockedMessage } = projectAllowance(features, projects?.length);

  return (
    <PageContainer>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={1} fz="h2">
              Dashboard
            </Title>
            <Text c="dimmed" size="sm">
              Your projects and their videos.
            </Text>
          </Stack>
          <Group gap="sm">
            {usage && (
              <Badge
                variant="light"
                color={blockedMessage ? 'orange' : 'gray'}
                size="lg"
                tt="none"
                data-testid="project-usage"
              >
                {usage}
              </Badge>
            )}
            <Button
              onClick={create.open}
              disabled={!!blockedMessage}
              aria-describedby={blockedMessage ? LIMIT_NOTE_ID : undefined}
            >
              New project
            </Button>
          </Group>
        </Group>
        {blockedMessage && (
          <Alert id={LIMIT_NOTE_ID} color="orange" variant="light" data-testid="project-limit">
            <Text size="sm">
              {blockedMessage}{' '}
              <Anchor component={Link} to="/my-plan" size="sm" fw={500} underline="always">
                See your plan
              </Anchor>
            </Text>
          </Alert>
        )}
        {projects ? (
          projects.length > 0 ? (
            <ProjectGrid projects={projects} />
          ) : (
            <ProjectsEmptyState onCreate={create.open} canCreate={!blockedMessage} />
          )
        ) : query.isError ? (
          <QueryErrorState
            title="Your projects could not be loaded"
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : (
          <CardGridSkeleton label="Loading your projects" />
        )}
      </Stack>
      <CreateProjectModal opened={creating} onClose={create.close} />
    </PageContainer>
  );
}
