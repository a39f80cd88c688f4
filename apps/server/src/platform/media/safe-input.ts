// How ffmpeg and ffprobe may open a user's file: the `file` protocol only, only the demuxers of
// the containers we accept, and no decoded frame larger than a cap. Without this, a "video" whose
// bytes are an HLS playlist or a concat list makes ffmpeg read whatever other file it names
// (another user's upload), and one that declares a small size and switches to 16000×16000
// mid-stream makes every decode allocate gigabytes.
import { open, rm, symlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * Demuxers (ffmpeg 5.1 names) for every container the product accepts: MP4/MOV, Matroska/WebM,
 * AVI, MPEG-TS, single pictures read by content, GIF, and the common audio files. Deliberately
 * absent: hls, concat, image2 (file name patterns), and every network or device format.
 */
export const INPUT_FORMATS = [
  'mov,mp4,m4a,3gp,3g2,mj2',
  'matroska,webm',
  'avi',
  'mpegts',
  'png_pipe',
  'jpeg_pipe',
  'webp_pipe',
  'bmp_pipe',
  'tiff_pipe',
  'gif',
  'mp3',
  'wav',
  'ogg',
  'aac',
  'flac',
].join(',');

/**
 * The largest picture any upload may hold with the default limits (a 50 MP photo, config.ts's
 * IMAGE_MAX_PIXELS); callers that know the file's kind pass its tighter limit.
 */
export const DECODE_MAX_PIXELS = 50_000_000;

/**
 * Whether an input is a signed URL of our own object store (StorageDriver.withSeekableInput),
 * which ffmpeg reads in ranges. Inputs are never addresses a user gave.
 */
export const isStoreUrl = (input: string) => input.startsWith('https://') || input.startsWith('http://');

/**
 * Input options placed before each `-i` of a user's file (ffprobe takes them as they are). The
 * decoders refuse any frame above `maxPixels`, whatever size the file's header declared, and
 * name it on stderr (see oversizedPicture). A file `input` of our store's (isStoreUrl) is read
 * over HTTP(S), reconnecting after a dropped connection; every other input only as a file.
 */
export function safeInputArgs(maxPixels = DECODE_MAX_PIXELS, input?: string): string[] {
  const fromStore = input !== undefined && isStoreUrl(input);
  return [
    ...['-protocol_whitelist', fromStore ? 'https,http,tls,tcp' : 'file', '-format_whitelist', INPUT_FORMATS],
    ...['-max_pixels', String(maxPixels)],
    ...(fromStore ? ['-reconnect', '1', '-reconnect_delay_max', '10'] : []),
  ];
}

/** The size of a frame a decoder refused for exceeding `-max_pixels`, from the tool's stderr. */
export function oversizedPicture(stderr: string): { width: number; height: number } | null {
  const refused = /Picture size (\d+)x(\d+) exceeds/.exec(stderr);
  return refused ? { width: Number(refused[1]), height: Number(refused[2]) } : null;
}

/**
 * Links `file` into `dir` under a name without an extension. ffmpeg picks its image2 demuxer (the
 * one that expands name patterns) from a picture extension such as `.jpg`; without one, pictures
 * are recognised by their bytes through the single-file *_pipe demuxers on the allow-list.
 */
export async function linkAsInput(file: string, dir: string, name = 'input'): Promise<string> {
  const link = path.join(dir, name);
  // A job's later step links its own local copy where an earlier step's link may still be.
  await rm(link, { force: true });
  await symlink(path.resolve(file), link);
  return link;
}

export const playlistMessage =
  'This file is a playlist or a list of other files, not a media file. Upload the file itself.';

/** True when the file starts like a playlist or file list (HLS, ffconcat), which we never read. */
export async function looksLikePlaylist(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
    const head = buffer
      .subarray(0, bytesRead)
      .toString('latin1')
      .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
      .trimStart();
    return /^(#EXTM3U|#EXT-X-|ffconcat\b|file\s+['"]?[\w./]|\[playlist\])/i.test(head);
  } finally {
    await handle.close();
  }
}
