// Runs ffmpeg/ffprobe without a shell (arguments are never interpreted), with a time limit and
// an abort signal; failures carry the tail of stderr for the logs, never for the user.
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';

export class ToolError extends Error {
  constructor(
    readonly tool: string,
    readonly stderrTail: string,
  ) {
    super(`${tool} failed: ${stderrTail}`);
  }
}

export async function runTool(
  tool: 'ffmpeg' | 'ffprobe',
  args: string[],
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<string> {
  return (await runToolOutput(tool, args, options)).stdout;
}

/** As runTool, also returning what the tool wrote to stderr on success (its warnings). */
export function runToolOutput(
  tool: 'ffmpeg' | 'ffprobe',
  args: string[],
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<{ stdout: string; stderr: string }> {
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
        else resolve({ stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}

/**
 * ffmpeg can exit 0 having written nothing (a seek past the last frame, a stream that ends
 * early): callers check this before storing an output, and treat false as the job's failure.
 */
export async function outputWritten(file: string): Promise<boolean> {
  const info = await stat(file).catch(() => null);
  return !!info?.isFile() && info.size > 0;
}
