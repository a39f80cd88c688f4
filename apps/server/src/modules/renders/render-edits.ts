// The video's edits as a render draws them: the hook title, the music file, the b-roll files and
// the cuts (a clip's with the rest of its recording). Something deleted from the library since it was placed is left out rather than
// failing the render.
import type { VideoEdits } from '@captionist/contracts';
import type { Database } from '../../platform/db/client';
import type { RenderInput } from '../../platform/db/schema/json-columns';
import { findEditFiles } from '../video-edits/edit-files';
import { videoCuts } from '../video-edits/video-cuts';
import type { VideoRow } from '../videos/video-queries';

export async function renderEditsFor(
  db: Database,
  video: Pick<VideoRow, 'userId' | 'ranges' | 'durationMs' | 'editorState'>,
  edits: VideoEdits,
): Promise<Pick<RenderInput, 'hook' | 'music' | 'broll' | 'cuts' | 'zooms'>> {
  const files = await findEditFiles(db, video.userId, edits);
  return {
    hook: edits.hook ? { text: edits.hook.text, durationMs: edits.hook.duration_ms } : null,
    music:
      edits.music && files.music
        ? {
            storageKey: files.music.storageKey,
            volume: edits.music.volume,
            duckDb: edits.music.duck ? edits.music.duck_db : null,
          }
        : null,
    broll: edits.broll.flatMap((item, i) => {
      const file = files.broll[i];
      return file ? [{ ...file, startMs: item.start_ms, endMs: item.end_ms }] : [];
    }),
    cuts: videoCuts(video),
    zooms: edits.zooms.map((zoom) => ({ start: zoom.start_ms, end: zoom.end_ms, scale: zoom.scale })),
  };
}
