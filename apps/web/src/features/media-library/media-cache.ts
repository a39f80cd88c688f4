// Keeps the cached media library in step with a change the user just made; the refetch that
// follows brings the server's view (the probe's kind, size and thumbnail).
import type { MediaUpload } from '@captionist/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { mediaKeys } from '../../lib/query-keys';

/** A file was added or renamed: it replaces its old copy, or comes first (the list is newest first). */
export function rememberMedia(queryClient: QueryClient, media: MediaUpload): Promise<void> {
  queryClient.setQueryData<MediaUpload[]>(mediaKeys.list, (list = []) =>
    list.some((item) => item.id === media.id)
      ? list.map((item) => (item.id === media.id ? media : item))
      : [media, ...list],
  );
  return queryClient.invalidateQueries({ queryKey: mediaKeys.list });
}

export function forgetMedia(queryClient: QueryClient, mediaId: string): Promise<void> {
  queryClient.setQueryData<MediaUpload[]>(mediaKeys.list, (list) =>
    list?.filter((item) => item.id !== mediaId),
  );
  return queryClient.invalidateQueries({ queryKey: mediaKeys.list });
}
