// Runs ffmpeg/ffprobe without a shell (arguments are never interpreted), with a time limit and
// an abort signal; failures carry the tail of stderr for the logs, never for the user.
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import os from 'node:os';

export class ToolError extends Error {
  constructor(
    readonly tool: string,
    readonly stderrTail: string,
  ) {
    super(`${tool} failed: ${stderrTail}`);
  }
}

export interface ToolOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  /** A positive niceness runs the tool behind work that someone is waiting for. */
  niceness?: number;
}

export async function runTool(
  tool: 'ffmpeg' | 'ffprobe',
  args: string[],
  options: ToolOptions = {},
): Promise<string> {
  return (await runToolOutput(tool, args, options)).stdout;
}

/** As runTool, also returning what the tool wrote to stderr on success (its warnings). */
export function runToolOutput(
  tool: 'ffmpeg' | 'ffprobe',
  args: string[],
  options: ToolOptions = {},
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
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
    // Only lowering is allowed without privileges; a tool that already exited has nothing to lower.
    if (options.niceness && child.pid) {
      try {
        os.setPriority(child.pid, options.niceness);
      } catch {}
    }
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
