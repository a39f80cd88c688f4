// Reads ffmpeg's `-progress` output (key=value lines, one block per update) into a percentage of
// the source's length and an estimate of the seconds left at the current encoding speed.

export interface RenderProgressUpdate {
  /** 0–100 of the output time written so far. */
  percent: number;
  /** Seconds left at the current speed; null until ffmpeg reports a speed. */
  etaSeconds: number | null;
  /** ffmpeg wrote its last block (`progress=end`). */
  ended: boolean;
}

export interface ProgressReader {
  /** Feeds a chunk of ffmpeg's stdout; returns an update for each block it completes. */
  push(chunk: string): RenderProgressUpdate[];
}

export function ffmpegProgressReader(durationMs: number): ProgressReader {
  let buffered = '';
  let block: Record<string, string> = {};
  return {
    push(chunk) {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      const updates: RenderProgressUpdate[] = [];
      for (const line of lines) {
        const at = line.indexOf('=');
        if (at < 0) continue;
        const key = line.slice(0, at).trim();
        block[key] = line.slice(at + 1).trim();
        // `progress` closes each block.
        if (key === 'progress') {
          updates.push(toUpdate(block, durationMs));
          block = {};
        }
      }
      return updates;
    },
  };
}

function toUpdate(block: Record<string, string>, durationMs: number): RenderProgressUpdate {
  const ended = block.progress === 'end';
  // out_time_us is microseconds despite ffmpeg's older out_time_ms name for the same value.
  const outUs = Number(block.out_time_us ?? block.out_time_ms);
  const doneMs = Number.isFinite(outUs) && outUs > 0 ? outUs / 1000 : 0;
  const percent = ended ? 100 : durationMs > 0 ? Math.min(99, Math.max(0, (doneMs / durationMs) * 100)) : 0;
  const speed = Number.parseFloat(block.speed ?? '');
  const etaSeconds = ended
    ? 0
    : Number.isFinite(speed) && speed > 0
      ? Math.max(0, Math.round((durationMs - doneMs) / 1000 / speed))
      : null;
  return { percent: Math.floor(percent), etaSeconds, ended };
}
