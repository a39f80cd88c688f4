// The user's media library, asked again every few seconds while a file is being probed, since its
// kind, size and thumbnail change on the server alone.
import type { MediaUpload } from '@captionist/contracts';
import { queryOptions } from '@tanstack/react-query';
import { mediaKeys } from '../../lib/query-keys';
import { fetchMediaUploads } from './media-requests';

export const MEDIA_POLL_INTERVAL_MS = 2000;

export function mediaPollInterval(list: readonly Pick<MediaUpload, 'status'>[] | undefined): number | false {
  return list?.some((media) => media.status === 'processing') ? MEDIA_POLL_INTERVAL_MS : false;
}

export const mediaUploadsQuery = () =>
  queryOptions({
    queryKey: mediaKeys.list,
    queryFn: fetchMediaUploads,
    refetchInterval: (query) => mediaPollInterval(query.state.data),
  });
