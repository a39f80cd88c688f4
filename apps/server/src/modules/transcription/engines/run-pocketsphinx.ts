// Runs pocketsphinx_continuous on a WAV (no shell), streaming its segment lines into words and
// progress; an abort kills the process. Shared by free recognition and forced alignment.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { parseSegmentLine, type SphinxWord, segmentEndMs } from './pocketsphinx-output';

export interface PocketsphinxRun {
  signal: AbortSignal;
  durationMs?: number;
  onProgress: (percent: number) => void;
}

export const POCKETSPHINX_MISSING =
  'PocketSphinx is not installed on the server (apt-get install pocketsphinx pocketsphinx-en-us).';

export function runPocketsphinx(
  wavPath: string,
  args: string[],
  run: PocketsphinxRun,
): Promise<SphinxWord[]> {
  return new Promise((resolve, reject) => {
    run.signal.throwIfAborted();
    const child = spawn('pocketsphinx_continuous', ['-infile', wavPath, '-time', 'yes', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const words: SphinxWord[] = [];
    const stderrTail: string[] = [];
    const onAbort = () => child.kill('SIGKILL');
    run.signal.addEventListener('abort', onAbort, { once: true });

    createInterface({ input: child.stdout }).on('line', (line) => {
      const word = parseSegmentLine(line);
      if (word) words.push(word);
      const reached = segmentEndMs(line);
      if (reached !== null && run.durationMs) run.onProgress(Math.min(100, (reached / run.durationMs) * 100));
    });
    // The decoder logs a lot; only the last lines explain a failure.
    createInterface({ input: child.stderr }).on('line', (line) => {
      stderrTail.push(line);
      if (stderrTail.length > 8) stderrTail.shift();
    });

    child.on('error', (err: NodeJS.ErrnoException) => {
      run.signal.removeEventListener('abort', onAbort);
      reject(err.code === 'ENOENT' ? new Error(POCKETSPHINX_MISSING) : err);
    });
    child.on('close', (code) => {
      run.signal.removeEventListener('abort', onAbort);
      if (run.signal.aborted) reject(run.signal.reason);
      else if (code !== 0) reject(new Error(`pocketsphinx exited with ${code}: ${stderrTail.join('\n')}`));
      else resolve(words);
    });
  });
}
