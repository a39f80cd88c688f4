// Which sound track a video's words are in. Cameras and screen recorders write several (a
// silent or ambient first track, the microphone on the second); the loudest one with sound is
// the one transcribed, previewed and rendered.
import { runToolOutput, ToolError } from './run-tool';
import { safeInputArgs } from './safe-input';

/** Tracks measured at most; a file with more keeps to its first ones. */
const MEASURED_TRACKS = 8;
/** Enough of the start to hear speech without decoding a long file's whole sound. */
const SAMPLE_SECONDS = 120;
/** A track whose peak stays below this holds no sound anyone would caption (digital silence is -91 dB). */
const SILENT_PEAK_DB = -60;

export interface TrackLevel {
  meanDb: number;
  peakDb: number;
}

/** The index (among the audio streams) of the loudest track with sound; the first when none has any. */
export async function loudestAudioTrack(
  filePath: string,
  tracks: number,
  options: { signal?: AbortSignal } = {},
): Promise<number> {
  const levels: (TrackLevel | null)[] = [];
  for (let track = 0; track < Math.min(tracks, MEASURED_TRACKS); track++) {
    levels.push(await measureTrack(filePath, track, options.signal));
  }
  return loudestWithSound(levels);
}

/** A track ffmpeg cannot decode has no level: it is never the one chosen. */
async function measureTrack(filePath: string, track: number, signal?: AbortSignal) {
  try {
    const { stderr } = await runToolOutput(
      'ffmpeg',
      [
        ...['-hide_banner', '-nostdin', '-nostats', '-v', 'info', ...safeInputArgs()],
        ...['-t', String(SAMPLE_SECONDS), '-i', filePath],
        ...['-map', `0:a:${track}`, '-af', 'volumedetect', '-f', 'null', '-'],
      ],
      { timeoutMs: 120_000, ...(signal ? { signal } : {}) },
    );
    return trackLevel(stderr);
  } catch (err) {
    if (err instanceof ToolError && !signal?.aborted) return null;
    throw err;
  }
}

/** volumedetect's mean and peak, from ffmpeg's log; null when it measured nothing. */
export function trackLevel(log: string): TrackLevel | null {
  const level = (name: string) => {
    const found = new RegExp(`${name}: (-?[\\d.]+|-inf) dB`).exec(log)?.[1];
    if (found === undefined) return null;
    return found === '-inf' ? Number.NEGATIVE_INFINITY : Number(found);
  };
  const meanDb = level('mean_volume');
  const peakDb = level('max_volume');
  return meanDb === null || peakDb === null ? null : { meanDb, peakDb };
}

export function loudestWithSound(levels: readonly (TrackLevel | null)[]): number {
  let best = 0;
  let bestMean = Number.NEGATIVE_INFINITY;
  levels.forEach((level, track) => {
    if (!level || level.peakDb < SILENT_PEAK_DB || level.meanDb <= bestMean) return;
    best = track;
    bestMean = level.meanDb;
  });
  return best;
}
