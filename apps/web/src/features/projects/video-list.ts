// The project page's video list: a confirmed upload joins the cached list at once (the next poll
// brings its progress), and a file still uploading in this tab shows as its upload row only.
import type { Video } from '@captionist/contracts';

/** Replaces the copy of `video` where it stands, or puts a new one first (the list is newest first). */
export function upsertVideo(videos: Video[] | undefined, video: Video): Video[] {
  const list = videos ?? [];
  if (!list.some((existing) => existing.id === video.id)) return [video, ...list];
  return list.map((existing) => (existing.id === video.id ? video : existing));
}

export function withoutVideos(videos: Video[], hiddenIds: ReadonlySet<string>): Video[] {
  return hiddenIds.size === 0 ? videos : videos.filter((video) => !hiddenIds.has(video.id));
}
