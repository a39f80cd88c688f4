// Stock items being copied into the media library: each is placed on the b-roll track once the
// library lists it as ready (the edits only take ready media), or dropped with a message if not.
import type { MediaUpload } from '@captionist/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { mediaKeys } from '../../lib/query-keys';
import { mediaUploadsQuery } from '../media-library';
import type { Span } from './timeline-geometry';

export interface PendingImport extends Span {
  media_id: string;
}

export function usePendingImports(place: (item: PendingImport) => void) {
  const queryClient = useQueryClient();
  const library = useQuery(mediaUploadsQuery());
  const [pending, setPending] = useState<PendingImport[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (pending.length === 0 || !library.data) return;
    const byId = new Map(library.data.map((media) => [media.id, media]));
    const settled = pending.filter((item) => {
      const media = byId.get(item.media_id);
      return media?.status === 'ready' || media?.status === 'failed';
    });
    if (settled.length === 0) return;
    setPending((current) => current.filter((item) => !settled.includes(item)));
    for (const item of settled) {
      const media = byId.get(item.media_id);
      if (media?.status === 'ready') place(item);
      else setFailure(media?.error ?? 'The stock item could not be imported.');
    }
  }, [pending, library.data, place]);

  return {
    pending,
    failure,
    library,
    /** A just-imported (processing) media item, to place at `span` when it is ready. */
    wait: (media: MediaUpload, span: Span) => {
      setFailure(null);
      setPending((current) => [...current, { media_id: media.id, ...span }]);
      void queryClient.invalidateQueries({ queryKey: mediaKeys.list });
    },
  };
}
