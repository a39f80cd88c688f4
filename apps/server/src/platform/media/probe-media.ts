// Reads what a media file really is with ffprobe: container, duration, picture size, frame rate,
// rotation (phone metadata) and whether it has sound (which track, when it has several). Null when ffprobe cannot read it at all.
// Only allowed containers are opened (safe-input.ts), and at most keyframes are decoded: a frame
// larger than `maxPixels` is reported by its size, never allocated.
import { z } from 'zod';
import { loudestAudioTrack } from './audio-tracks';
import { runTool, runToolOutput, ToolError } from './run-tool';
import { oversizedPicture, safeInputArgs } from './safe-input';

/** What a probe found; stored with videos and media files (probe columns), and read back with this. */
export const mediaProbeSchema = z.object({
  container: z.string(),
  durationMs: z.number().nullable(),
  video: z
    .object({
      codec: z.string(),
      width: z.number(),
      height: z.number(),
      fps: z.number().nullable(),
      rotation: z.number(),
      /** The codec's profile from the header ("High", "High 4:4:4 Predictive", "Profile 0"…); probes stored before it: null. */
      profile: z.string().nullable().default(null),
    })
    .nullable(),
  audio: z
    .object({
      codec: z.string(),
      /** Which of the audio streams is the sound (audio-tracks.ts); probes stored before it: the first. */
      track: z.number().int().default(0),
      tracks: z.number().int().default(1),
    })
    .nullable(),
});
export type MediaProbe = z.infer<typeof mediaProbeSchema>;

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  profile?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
  disposition?: { attached_pic?: number };
}

interface FfprobeOutput {
  format?: { format_name?: string; duration?: string };
  streams?: FfprobeStream[];
}

export interface ProbeOptions {
  signal?: AbortSignal;
  /** Decoders refuse frames above this many pixels (probing a still picture decodes it). */
  maxPixels?: number;
}

/** Probes `filePath`, a path without a picture extension (see linkAsInput). */
export async function probeMedia(filePath: string, options: ProbeOptions = {}): Promise<MediaProbe | null> {
  // Stream parameters come from headers: no frame is decoded.
  const output = await runFfprobe(filePath, 'all', options);
  if (output instanceof ToolError) return null;
  const data = JSON.parse(output.stdout) as FfprobeOutput;
  const probe = parseProbe(data);
  // A still picture is decoded all the same; a refused oversized one is named on stderr.
  let refused = oversizedPicture(output.stderr);
  if (probe.video && !refused && (!probe.video.width || !probe.video.height)) {
    // Containers without a header for them (H.264 in MPEG-TS) give the size from a keyframe.
    const keyframes = await runFfprobe(filePath, 'nokey', options);
    if (keyframes instanceof ToolError) refused = oversizedPicture(keyframes.stderrTail);
    else {
      const found = parseProbe(JSON.parse(keyframes.stdout) as FfprobeOutput).video;
      refused = oversizedPicture(keyframes.stderr);
      if (found?.width && found.height) probe.video = found;
    }
  }
  // A decoder that refused an oversized frame leaves the stream's size at 0×0; it names the size.
  if (probe.video && refused && (!probe.video.width || !probe.video.height)) {
    probe.video.width = refused.width;
    probe.video.height = refused.height;
  }
  if (probe.audio && probe.audio.tracks > 1) {
    const track = await loudestAudioTrack(filePath, probe.audio.tracks, options);
    probe.audio = { ...probe.audio, track, codec: audioStreams(data)[track]?.codec_name ?? 'unknown' };
  }
  // Browser recordings (MediaRecorder WebM) are written as a stream: no duration in the header.
  if (probe.durationMs === null && (probe.video || probe.audio))
    probe.durationMs = await measureDurationMs(filePath, options);
  return probe;
}

/** ffprobe's JSON and warnings, or its failure (a file it cannot read at all). */
async function runFfprobe(filePath: string, skipFrame: 'all' | 'nokey', options: ProbeOptions) {
  try {
    return await runToolOutput(
      'ffprobe',
      [
        ...['-v', 'error', ...safeInputArgs(options.maxPixels), '-skip_frame', skipFrame],
        ...['-print_format', 'json', '-show_format', '-show_streams', '--', filePath],
      ],
      { timeoutMs: 60_000, ...(options.signal ? { signal: options.signal } : {}) },
    );
  } catch (err) {
    if (err instanceof ToolError) return err;
    throw err;
  }
}

/** How long the streams last, from their packets' timestamps (read, never decoded). */
async function measureDurationMs(filePath: string, options: ProbeOptions): Promise<number | null> {
  let progress: string;
  try {
    progress = await runTool(
      'ffmpeg',
      [
        ...['-v', 'error', '-nostdin', '-nostats', ...safeInputArgs(options.maxPixels), '-i', filePath],
        ...['-map', '0', '-c', 'copy', '-f', 'null', '-progress', 'pipe:1', '-'],
      ],
      { timeoutMs: 120_000, ...(options.signal ? { signal: options.signal } : {}) },
    );
  } catch (err) {
    if (err instanceof ToolError) return null;
    throw err;
  }
  const times = [...progress.matchAll(/^out_time_us=(\d+)$/gm)];
  const lastUs = Number(times.at(-1)?.[1]);
  return lastUs > 0 ? Math.round(lastUs / 1000) : null;
}

export function parseProbe(data: FfprobeOutput): MediaProbe {
  const streams = data.streams ?? [];
  // Cover art in audio files is a "video" stream too; it is not a picture that moves.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = audioStreams(data);
  const duration = Number(data.format?.duration);
  return {
    container: data.format?.format_name ?? 'unknown',
    durationMs: Number.isFinite(duration) && duration > 0 ? Math.round(duration * 1000) : null,
    video: video
      ? {
          codec: video.codec_name ?? 'unknown',
          width: video.width ?? 0,
          height: video.height ?? 0,
          fps: frameRate(video.avg_frame_rate) ?? frameRate(video.r_frame_rate),
          rotation: rotationOf(video),
          profile: video.profile ?? null,
        }
      : null,
    audio: audio[0] ? { codec: audio[0].codec_name ?? 'unknown', track: 0, tracks: audio.length } : null,
  };
}

const audioStreams = (data: FfprobeOutput) => (data.streams ?? []).filter((s) => s.codec_type === 'audio');

function frameRate(value: string | undefined): number | null {
  const [num, den] = (value ?? '').split('/').map(Number);
  if (!num || !den) return null;
  return Math.round((num / den) * 1000) / 1000;
}

function rotationOf(stream: FfprobeStream): number {
  const raw =
    stream.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ??
    Number(stream.tags?.rotate ?? 0);
  return (((Math.round(raw) % 360) + 360) % 360) as number;
}

/** The `-map` specifier of a probed file's sound, optional (`?`): a file without one maps nothing. */
export const soundMap = (probe: MediaProbe | null, input = 0) => `${input}:a:${probe?.audio?.track ?? 0}?`;
