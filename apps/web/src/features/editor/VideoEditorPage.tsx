import { usePrefetchQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageContainer } from '../../components/PageContainer';
import { QueryErrorState } from '../../components/QueryErrorState';
import { VideoNotFound } from '../../components/VideoNotFound';
import { errorMessage } from '../../lib/normalise-error';
import { isNotFound } from '../../lib/query-retry';
import { planQueries } from '../plans';
import { EditorSkeleton } from './EditorSkeleton';
import { useVideoDetailQuery } from './use-editor-queries';
import { VideoEditor } from './VideoEditor';

/** /video/:vid — the player beside the transcript and caption style editors (stacked on a phone). */
export function VideoEditorPage() {
  const { vid = '' } = useParams();
  const query = useVideoDetailQuery(vid);
  // The Style tab's plan notices need the plan's features, asked for only once its fonts and
  // templates have drawn the font controls: asked for now, alongside the video, they are there
  // when it draws instead of a round trip later (seconds while the server transcribes).
  usePrefetchQuery(planQueries.features());
  const video = query.data;
  return (
    <PageContainer>
      {isNotFound(query.error) ? (
        <VideoNotFound />
      ) : video ? (
        // A new video starts a new editor: its own transcript draft, style and save queue.
        <VideoEditor key={video.id} video={video} fresh={query.isFetchedAfterMount} />
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
