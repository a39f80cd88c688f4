import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { CardGridSkeleton } from '../../components/CardGridSkeleton';
import { PageContainer } from '../../components/PageContainer';
import { QueryErrorState } from '../../components/QueryErrorState';
import { errorMessage } from '../../lib/normalise-error';
import { isNotFound } from '../../lib/query-retry';
import { ProjectHeader } from './ProjectHeader';
import { ProjectNotFound } from './ProjectNotFound';
import { ProjectVideos } from './ProjectVideos';
import { projectQueries } from './project-queries';

export function ProjectPage() {
  const { pid = '' } = useParams();
  const query = useQuery(projectQueries.detail(pid));
  return (
    <PageContainer>
      {isNotFound(query.error) ? (
        <ProjectNotFound />
      ) : query.data ? (
        <Stack gap="xl">
          <ProjectHeader project={query.data} />
          <ProjectVideos key={pid} projectId={pid} />
        </Stack>
      ) : query.isError ? (
        <QueryErrorState
          title="This project could not be loaded"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <Stack gap="xl" data-testid="project-loading">
          <Stack gap="xs">
            <Skeleton height={12} width={90} />
            <Skeleton height={32} width={260} />
            <Skeleton height={12} width={160} />
          </Stack>
          <CardGridSkeleton label="Loading the project" withMedia />
        </Stack>
      )}
    </PageContainer>
  );
}
