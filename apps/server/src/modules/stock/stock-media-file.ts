// What a downloaded stock file is stored as: its media kind, type and file extension (local
// storage serves a file with the type its extension names). The download URL's extension says
// which of a kind's formats it is (Wikimedia Commons clips are WebM, Pexels clips MP4); without one
// (Openverse's image proxy) the kind's usual format is assumed, and the probe checks it anyway.
import type { MediaKind, StockItem, StockKind } from '@captionist/contracts';

export interface StockMediaFile {
  media: MediaKind;
  mime: string;
  extension: string;
}

const formats: Record<StockKind, { media: MediaKind; types: Record<string, string>; usual: string }> = {
  photo: {
    media: 'image',
    types: { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' },
    usual: 'jpg',
  },
  gif: { media: 'gif', types: { gif: 'image/gif' }, usual: 'gif' },
  video: { media: 'video', types: { mp4: 'video/mp4', webm: 'video/webm' }, usual: 'mp4' },
};

export function stockMediaFile(item: Pick<StockItem, 'kind' | 'download_url'>): StockMediaFile {
  const format = formats[item.kind];
  const path = new URL(item.download_url).pathname;
  const found = /\.([a-z0-9]{2,4})$/i.exec(path)?.[1]?.toLowerCase();
  const extension = found && format.types[found] ? found : format.usual;
  return { media: format.media, mime: format.types[extension] ?? 'application/octet-stream', extension };
}
