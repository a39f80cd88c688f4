import { useParams } from 'react-router';
import { PageContainer } from '../../components/PageContainer';
import { QueryErrorState } from '../../components/QueryErrorState';
import { VideoNotFound } from '../../components/VideoNotFound';
import { errorMessage } from '../../lib/normalise-error';
import { isNotFound } from '../../lib/query-retry';
import { EditorSkeleton } from './EditorSkeleton';
import { useVideoDetailQuery } from './use-editor-queries';
import { VideoEditor } from './VideoEditor';

/** /video/:vid — the player beside the transcript and caption style editors (stacked on a phone). */
export function VideoEditorPage() {
  const { vid = '' } = useParams();
  const query = useVideoDetailQuery(vid);
  const video = query.data;
  return (
    <PageContainer>
      {isNotFound(query.error) ? (
        <VideoNotFound />
      ) : video ? (
        // A new video starts a new editor: its own transcript draft, style and save queue.
        <VideoEditor key={video.id} video={video} />
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
