import { Grid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../lib/normalise-error';
import { QueryErrorState } from '../plans/QueryErrorState';
import { isNotFound } from '../projects/query-retry';
import { PageContainer } from '../theme/PageContainer';
import { EditorHeader } from './EditorHeader';
import { EditorSkeleton } from './EditorSkeleton';
import { TranscriptPanel } from './TranscriptPanel';
import { useVideoDetailQuery } from './use-editor-queries';
import classes from './VideoEditorPage.module.css';
import { VideoNotFound } from './VideoNotFound';
import { VideoPlayer } from './VideoPlayer';

/** /video/:vid — the player and the transcript editor side by side (stacked on a phone). */
export function VideoEditorPage() {
  const { vid = '' } = useParams();
  const query = useVideoDetailQuery(vid);
  const [player, setPlayer] = useState<HTMLVideoElement | null>(null);
  const video = query.data;
  return (
    <PageContainer>
      {isNotFound(query.error) ? (
        <VideoNotFound />
      ) : video ? (
        <Stack gap="lg">
          <EditorHeader video={video} />
          <Grid gap="lg" align="flex-start">
            <Grid.Col span={{ base: 12, md: 7 }} className={classes.playerColumn}>
              <VideoPlayer video={video} ref={setPlayer} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <TranscriptPanel key={video.id} video={video} player={player} />
            </Grid.Col>
          </Grid>
        </Stack>
      ) : query.isError ? (
        <QueryErrorState
          title="This video could not be loaded"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <EditorSkeleton />
      )}
    </PageContainer>
  );
}
