// Which of a project's unfinished uploads its cards show as interrupted: those the server calls so
// (nothing arrived for a while), and at once those an earlier page of this tab was sending.
import type { UnfinishedUpload } from '@captionist/contracts';

export function interruptedUploads(
  unfinished: readonly UnfinishedUpload[] | undefined,
  lostByThisTab: ReadonlySet<string>,
): ReadonlyMap<string, UnfinishedUpload> {
  return new Map(
    (unfinished ?? [])
      .filter((upload) => upload.interrupted || lostByThisTab.has(upload.video_id))
      .map((upload) => [upload.video_id, { ...upload, interrupted: true }]),
  );
}
