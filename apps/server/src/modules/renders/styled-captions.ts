// The styled captions as an ASS file (docs/exports.md "Subtitle files"): the document a render
// would burn in now (the video's caption style, hook, emoji and cuts, its fonts named by family),
// for an editor to lay over the video in Aegisub, Premiere, Resolve or a player with libass.
import type { TranscriptWord } from '@captionist/contracts';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { StorageDriver } from '../../platform/storage/storage-driver';
import { storedFontCoverage } from '../fonts/font-coverage';
import { storedEdits } from '../video-edits/video-edits-queries';
import type { VideoRow } from '../videos/video-queries';
import { renderEditsFor } from './render-edits';
import { captionsFor } from './render-file';
import { findRenderFonts } from './render-fonts';
import { renderFrameFor } from './render-frame';
import { renderMessages } from './render-messages';
import { renderStyleFor } from './render-style';

export async function styledCaptionsDocument(
  db: Database,
  storage: StorageDriver,
  video: VideoRow,
  words: readonly TranscriptWord[],
  secondWords: readonly TranscriptWord[] = [],
  speakerNames?: ReadonlyMap<string, string>,
): Promise<string> {
  const { width, height, durationMs } = video;
  if (!width || !height || !durationMs) throw new AppError(409, renderMessages.notUsable);
  const style = await renderStyleFor(db, video);
  const edits = storedEdits(video);
  const fonts = await findRenderFonts(db, video.userId, style.font);
  const covered = await storedFontCoverage(
    storage,
    fonts.map((font) => font.storageKey),
  );
  const { document } = await captionsFor(
    {
      creditCharged: false,
      words: [...words],
      secondWords: [...secondWords],
      style,
      fonts,
      ...(await renderEditsFor(db, video, edits)),
      ...renderFrameFor({ ...video, width, height }, edits.reframe, edits.output),
      durationMs,
    },
    covered,
    speakerNames,
  );
  // ASS names its fonts and leaves finding them to the player: say which it takes.
  const named = new Set([
    ...[...document.matchAll(/^Style: [^,]*,([^,]+),/gm)].map((match) => match[1]),
    ...[...document.matchAll(/\\fn([^\\}]+)/g)].map((match) => match[1]),
  ]);
  return document.replace(
    '[Script Info]\n',
    `[Script Info]\n; Fonts: ${[...named].join(', ')}. Install them to see the captions as rendered.\n`,
  );
}
