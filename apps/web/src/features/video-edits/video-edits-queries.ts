// The video's edits (hook title, music, b-roll) with its edit version, as the server holds them:
// the editor model takes them in (EditorModelScope), the preview draws the hook the render will.
import { queryOptions } from '@tanstack/react-query';
import { videoKeys } from '../../lib/query-keys';
import { retryUnlessRefused } from '../../lib/query-retry';
import { fetchVideoEdits } from './video-edits-requests';

export const videoEditsQuery = (videoId: string) =>
  queryOptions({
    queryKey: videoKeys.edits(videoId),
    queryFn: () => fetchVideoEdits(videoId),
    retry: retryUnlessRefused,
  });
