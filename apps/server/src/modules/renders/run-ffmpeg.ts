// Runs ffmpeg (no shell) and hands its stdout to the caller as it arrives, for `-progress pipe:1`;
// a failure carries the tail of stderr for the logs, never for the user.
import { spawn } from 'node:child_process';
import { ToolError } from '../../platform/media/run-tool';

const STDERR_KEEP = 8 * 1024;

export function runFfmpegStreaming(
  args: string[],
  {
    signal,
    onStdout,
    onSpawn,
  }: { signal: AbortSignal; onStdout: (chunk: string) => void; onSpawn?: (pid: number) => void },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'], signal, killSignal: 'SIGKILL' });
    if (child.pid !== undefined) onSpawn?.(child.pid);
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', onStdout);
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP);
    });
    child.on('error', (err) => reject(signal.aborted ? (signal.reason ?? err) : err));
    child.on('close', (code) => {
      if (code === 0) resolve();
      else if (signal.aborted) reject(signal.reason ?? new Error('ffmpeg was stopped'));
      else
        reject(
          new ToolError('ffmpeg', stderr.trim().split('\n').slice(-5).join('\n') || `exit code ${code}`),
        );
    });
  });
}
