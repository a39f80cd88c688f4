// Turns any upload into what every engine reads: a 16 kHz mono 16-bit PCM WAV with a plain
// 44-byte header (no metadata chunks), so chunking can work on byte offsets.
import { runTool } from '../../../platform/media/run-tool';
import { safeInputArgs } from '../../../platform/media/safe-input';

export const SAMPLE_RATE = 16_000;
export const BYTES_PER_SECOND = SAMPLE_RATE * 2;

/** `sound` maps the track to hear (soundMap); ffmpeg's own choice is the track with most channels. */
export async function extractAudio(
  inputPath: string,
  wavPath: string,
  signal?: AbortSignal,
  sound = '0:a:0?',
): Promise<void> {
  await runTool(
    'ffmpeg',
    [
      ...['-y', '-v', 'error', '-nostdin', ...safeInputArgs(), '-i', inputPath, '-map', sound],
      ...['-ac', '1', '-ar', String(SAMPLE_RATE), '-c:a', 'pcm_s16le'],
      // Without these ffmpeg adds a LIST chunk, and readers would have to search for "data".
      ...['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', '-f', 'wav', wavPath],
    ],
    { signal },
  );
}
