import type { DownloadUrl, RenderProgress, VideoDetail } from '@captionist/contracts';
import { Alert, Anchor, Button, EmptyState, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageContainer } from '../../components/PageContainer';
import { QueryErrorState } from '../../components/QueryErrorState';
import { VideoNotFound } from '../../components/VideoNotFound';
import { type ApiError, errorMessage } from '../../lib/normalise-error';
import { isNotFound } from '../../lib/query-retry';
import { useVideoDetailQuery } from '../editor';
import {
  isRenderInFlight,
  RenderedVideoPlayer,
  RenderProgressBar,
  renderQueries,
  useFollowRender,
} from '../render';
import { RenderDownloads } from './RenderDownloads';
import { ViewPageSkeleton } from './ViewPageSkeleton';

/** /video/:vid/view — the rendered video to watch and download, with its caption files. */
export function VideoViewPage() {
  const { vid = '' } = useParams();
  const detail = useVideoDetailQuery(vid);
  const progress = useQuery(renderQueries.progress(vid));
  const status = progress.data?.status;
  // Any render but the first may have left a file behind (a failed re-render keeps the last one).
  const mayHaveFile = detail.data?.status === 'rendered' || (status !== undefined && status !== 'none');
  const download = useQuery({
    ...renderQueries.downloadUrl(vid),
    enabled: mayHaveFile && !isRenderInFlight(status),
  });
  useFollowRender(detail.data, progress);

  if (isNotFound(detail.error)) {
    return (
      <PageContainer>
        <VideoNotFound />
      </PageContainer>
    );
  }
  const video = detail.data;
  return (
    <PageContainer>
      <Stack gap="lg">
        {video && (
          <Stack gap={4}>
            <Anchor component={Link} to={`/video/${vid}`} size="sm" w="fit-content">
              ← Back to the editor
            </Anchor>
            <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
              {video.name}
            </Title>
          </Stack>
        )}
        {video ? (
          <ViewBody video={video} progress={progress} download={download} />
        ) : detail.isError ? (
          <QueryErrorState
            title="This video could not be loaded"
            message={errorMessage(detail.error)}
            onRetry={() => void detail.refetch()}
            isRetrying={detail.isFetching}
          />
        ) : (
          <ViewPageSkeleton />
        )}
      </Stack>
    </PageContainer>
  );
}

interface ViewBodyProps {
  video: VideoDetail;
  progress: UseQueryResult<RenderProgress, ApiError>;
  download: UseQueryResult<DownloadUrl, ApiError>;
}

function ViewBody({ video, progress, download }: ViewBodyProps) {
  const latest = progress.data;
  if (progress.isPending) return <ViewPageSkeleton />;
  if (latest && isRenderInFlight(latest.status)) {
    return (
      <Paper withBorder radius="md" p="lg" maw={560} data-testid="view-rendering">
        <Stack gap="md">
          <RenderProgressBar progress={latest} />
          <Text size="sm">The video appears here when it is rendered.</Text>
        </Stack>
      </Paper>
    );
  }
  if (download.data) {
    return (
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <RenderedVideoPlayer
            name={video.name}
            url={download.data.url}
            poster={video.thumbnail_url}
            renew={async () => {
              const fresh = await download.refetch();
              return fresh.isError ? null : (fresh.data?.url ?? null);
            }}
          />
          {latest?.status === 'failed' && (
            <Alert color="orange" mt="sm" title="Your latest render failed">
              {latest.error ?? 'Something went wrong.'} This is the render before it.
            </Alert>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <RenderDownloads videoId={video.id} download={download.data} />
        </Grid.Col>
      </Grid>
    );
  }
  if (download.isLoading) return <ViewPageSkeleton />;
  // 409 is the server saying there is no file; anything else is a failure to show.
  if (download.isError && download.error.httpStatus !== 409) {
    return (
      <QueryErrorState
        title="The rendered video could not be loaded"
        message={errorMessage(download.error)}
        onRetry={() => void download.refetch()}
        isRetrying={download.isFetching}
      />
    );
  }
  if (latest?.status === 'failed') {
    return (
      <EmptyState
        data-testid="view-failed"
        variant="light"
        color="red"
        title="The render failed"
        description={`${latest.error ?? 'Something went wrong.'} Open the editor to render it again.`}
      >
        <EmptyState.Actions>
          <Button component={Link} to={`/video/${video.id}`}>
            Open the editor
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      data-testid="view-not-rendered"
      variant="light"
      color="gray"
      title="Not rendered yet"
      description="Render the video in the editor to watch and download it here."
    >
      <EmptyState.Actions>
        <Button component={Link} to={`/video/${video.id}`}>
          Open the editor
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
