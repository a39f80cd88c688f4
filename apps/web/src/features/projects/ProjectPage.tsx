import { Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { errorMessage } from '../../lib/normalise-error';
import { QueryErrorState } from '../plans/QueryErrorState';
import { PageContainer } from '../theme/PageContainer';
import { CardGridSkeleton } from './CardGridSkeleton';
import { ProjectHeader } from './ProjectHeader';
import { ProjectNotFound } from './ProjectNotFound';
import { ProjectVideos } from './ProjectVideos';
import { isNotFound } from './query-retry';
import { useProjectQuery } from './use-project-queries';

export function ProjectPage() {
  const { pid = '' } = useParams();
  const query = useProjectQuery(pid);
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
