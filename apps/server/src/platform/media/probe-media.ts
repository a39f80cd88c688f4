// Reads what a media file really is with ffprobe: container, duration, picture size, frame rate,
// rotation (phone metadata) and whether it has sound. Null when ffprobe cannot read it at all.
import { runTool, ToolError } from './run-tool';

export interface MediaProbe {
  container: string;
  durationMs: number | null;
  video: { codec: string; width: number; height: number; fps: number | null; rotation: number } | null;
  audio: { codec: string } | null;
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
  disposition?: { attached_pic?: number };
}

interface FfprobeOutput {
  format?: { format_name?: string; duration?: string };
  streams?: FfprobeStream[];
}

export async function probeMedia(filePath: string, signal?: AbortSignal): Promise<MediaProbe | null> {
  let output: string;
  try {
    output = await runTool(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '--', filePath],
      { timeoutMs: 60_000, signal },
    );
  } catch (err) {
    if (err instanceof ToolError) return null;
    throw err;
  }
  return parseProbe(JSON.parse(output) as FfprobeOutput);
}

export function parseProbe(data: FfprobeOutput): MediaProbe {
  const streams = data.streams ?? [];
  // Cover art in audio files is a "video" stream too; it is not a picture that moves.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === 'audio');
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
        }
      : null,
    audio: audio ? { codec: audio.codec_name ?? 'unknown' } : null,
  };
}

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
