// A subtitle file picked in the browser, as the import sends it: its text and the format its
// name says. The server reads the text (docs/subtitle-import.md); here it is only decoded.
import { type CaptionExportFormat, SUBTITLE_FILE_MAX_BYTES } from '@captionist/contracts';

/** For the file picker. SSA, ASS's older form, reads the same way. */
export const SUBTITLE_FILE_TYPES = '.srt,.vtt,.ass,.ssa';

const formats: Record<string, CaptionExportFormat> = { srt: 'srt', vtt: 'vtt', ass: 'ass', ssa: 'ass' };

/** Why this file cannot be sent, or null: the size is known before reading a byte. */
export function subtitleFileProblem(file: File): string | null {
  if (file.size <= SUBTITLE_FILE_MAX_BYTES) return null;
  // Rounded up, so a file just over the limit does not read as "2.0 MB".
  const megabytes = (Math.ceil((file.size / 1024 / 1024) * 10) / 10).toFixed(1);
  return `This file is ${megabytes} MB; a subtitle file may be at most 2 MB.`;
}

export async function readSubtitleFile(file: File): Promise<{ text: string; format?: CaptionExportFormat }> {
  const format = formats[file.name.split('.').at(-1)?.toLowerCase() ?? ''];
  const text = decode(new Uint8Array(await file.arrayBuffer()));
  return format ? { text, format } : { text };
}

/**
 * UTF-8, or UTF-16 when its byte order mark says so (Windows tools save subtitles that way);
 * bytes that are not UTF-8 are taken as Windows-1252, the encoding of most older SRT files.
 */
function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
