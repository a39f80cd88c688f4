// The user's media library: a file's kind, size and thumbnail change on the server alone while it
// is probed; live events bring each change, and without them it is asked again every few seconds.
import type { MediaUpload } from '@captionist/contracts';
import { queryOptions } from '@tanstack/react-query';
import { unlessLive } from '../../lib/live-events';
import { mediaKeys } from '../../lib/query-keys';
import { fetchMediaUploads } from './media-requests';

export const MEDIA_POLL_INTERVAL_MS = 2000;

export function mediaPollInterval(list: readonly Pick<MediaUpload, 'status'>[] | undefined): number | false {
  return unlessLive(list?.some((media) => media.status === 'processing') ? MEDIA_POLL_INTERVAL_MS : false);
}

export const mediaUploadsQuery = () =>
  queryOptions({
    queryKey: mediaKeys.list,
    queryFn: fetchMediaUploads,
    refetchInterval: (query) => mediaPollInterval(query.state.data),
  });
