// Runs whisper.cpp's whisper-cli on one WAV (no shell) and reads the JSON it writes. A child
// process rather than an in-process binding: an abort kills it at once, a crash in whisper.cpp
// cannot take the worker down, and -ojf gives every token its own times and probability.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { parseWhisperCliJson, type WhisperCliOutput } from './whisper-output';

export interface WhisperCliRun {
  cliPath: string;
  modelPath: string;
  wavPath: string;
  /** whisper-cli writes `<outputBase>.json`. */
  outputBase: string;
  /** "en", another ISO 639-1 code, or "auto". */
  language: string;
  threads: number;
  beamSize: number;
  signal: AbortSignal;
  onProgress: (percent: number) => void;
}

export class WhisperCliMissingError extends Error {
  override name = 'WhisperCliMissingError';
}

const PROGRESS = /progress\s*=\s*(\d+)%/;

export function runWhisperCli(run: WhisperCliRun): Promise<WhisperCliOutput> {
  const args = [
    ...['-m', run.modelPath, '-f', run.wavPath, '-l', run.language],
    ...['-t', String(run.threads), '-p', '1', '-bs', String(run.beamSize), '-bo', String(run.beamSize)],
    // Full JSON (tokens with times and probabilities), progress on stderr, nothing else printed.
    ...['-ojf', '-of', run.outputBase, '-np', '-pp', '--suppress-nst'],
  ];
  return new Promise((resolve, reject) => {
    run.signal.throwIfAborted();
    const child = spawn(run.cliPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    const stderrTail: string[] = [];
    const onAbort = () => child.kill('SIGKILL');
    run.signal.addEventListener('abort', onAbort, { once: true });
    createInterface({ input: child.stderr }).on('line', (line) => {
      const progress = PROGRESS.exec(line);
      if (progress) return run.onProgress(Number(progress[1]));
      stderrTail.push(line);
      if (stderrTail.length > 8) stderrTail.shift();
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      run.signal.removeEventListener('abort', onAbort);
      reject(
        err.code === 'ENOENT' || err.code === 'EACCES'
          ? new WhisperCliMissingError(
              `whisper-cli is not installed at ${run.cliPath} (./start.sh builds it).`,
            )
          : err,
      );
    });
    child.on('close', (code, signal) => {
      run.signal.removeEventListener('abort', onAbort);
      if (run.signal.aborted) return reject(run.signal.reason);
      if (code !== 0) {
        const how = signal ? `was killed by ${signal}` : `exited with ${code}`;
        return reject(new Error(`whisper-cli ${how}: ${stderrTail.join('\n')}`));
      }
      readFile(`${run.outputBase}.json`, 'utf8').then((text) => resolve(parseWhisperCliJson(text)), reject);
    });
  });
}
