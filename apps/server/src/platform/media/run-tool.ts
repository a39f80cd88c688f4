// Runs ffmpeg/ffprobe without a shell (arguments are never interpreted), with a time limit and
// an abort signal; failures carry the tail of stderr for the logs, never for the user.
import { execFile } from 'node:child_process';

export class ToolError extends Error {
  constructor(
    readonly tool: string,
    readonly stderrTail: string,
  ) {
    super(`${tool} failed: ${stderrTail}`);
  }
}

export function runTool(
  tool: 'ffmpeg' | 'ffprobe',
  args: string[],
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      tool,
      args,
      { timeout: options.timeoutMs ?? 30 * 60_000, maxBuffer: 16 * 1024 * 1024, signal: options.signal },
      (error, stdout, stderr) => {
        if (error)
          reject(
            new ToolError(tool, String(stderr).trim().split('\n').slice(-5).join('\n') || error.message),
          );
        else resolve(String(stdout));
      },
    );
  });
}
