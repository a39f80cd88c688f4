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
  /** whisper's translate task: the speech in English (multilingual models only). */
  translate?: boolean;
  /**
   * The model's alignment-heads preset (base, small…): tokens get DTW times (`t_dtw`). Flash
   * attention keeps no attention weights, so it is turned off for the run.
   */
  dtw?: string;
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
    ...['-m', run.modelPath, '-f', run.wavPath, '-l', run.language, ...(run.translate ? ['-tr'] : [])],
    ...(run.dtw ? ['-nfa', '-dtw', run.dtw] : []),
    ...['-t', String(run.threads), '-p', '1', '-bs', String(run.beamSize), '-bo', String(run.beamSize)],
    // Full JSON (tokens with times and probabilities), progress on stderr, nothing else printed.
    ...['-ojf', '-of', run.outputBase, '-np', '-pp', '--suppress-nst'],
  ];
  return spawnCli(run.cliPath, args, run.signal, (line) => {
    const progress = PROGRESS.exec(line);
    if (progress) run.onProgress(Number(progress[1]));
    return progress !== null;
  }).then(() => readFile(`${run.outputBase}.json`, 'utf8').then(parseWhisperCliJson));
}

const DETECTED = /auto-detected language: ([a-z]{2,3}) \(p = /;

/**
 * The language whisper hears in a WAV (its first 30 s; `-dl` stops after detecting), as an ISO
 * 639-1 code; null when it printed none.
 */
export async function detectWhisperLanguage(
  run: Pick<WhisperCliRun, 'cliPath' | 'modelPath' | 'wavPath' | 'threads' | 'signal'>,
): Promise<string | null> {
  let heard: string | null = null;
  // Not -np: it silences the line that names the language.
  const args = ['-m', run.modelPath, '-f', run.wavPath, '-l', 'auto', '-dl', '-t', String(run.threads)];
  await spawnCli(run.cliPath, args, run.signal, (line) => {
    const detected = DETECTED.exec(line);
    if (detected) heard = detected[1] ?? null;
    return detected !== null;
  });
  return heard;
}

/** Runs whisper-cli; `onLine` takes the stderr lines it understands, the others are kept for an error. */
function spawnCli(
  cliPath: string,
  args: string[],
  signal: AbortSignal,
  onLine: (line: string) => boolean,
): Promise<void> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const child = spawn(cliPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    const stderrTail: string[] = [];
    const onAbort = () => child.kill('SIGKILL');
    signal.addEventListener('abort', onAbort, { once: true });
    createInterface({ input: child.stderr }).on('line', (line) => {
      if (onLine(line)) return;
      stderrTail.push(line);
      if (stderrTail.length > 8) stderrTail.shift();
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      signal.removeEventListener('abort', onAbort);
      reject(
        err.code === 'ENOENT' || err.code === 'EACCES'
          ? new WhisperCliMissingError(`whisper-cli is not installed at ${cliPath} (./start.sh builds it).`)
          : err,
      );
    });
    child.on('close', (code, killedBy) => {
      signal.removeEventListener('abort', onAbort);
      if (signal.aborted) return reject(signal.reason);
      if (code !== 0) {
        const how = killedBy ? `was killed by ${killedBy}` : `exited with ${code}`;
        return reject(new Error(`whisper-cli ${how}: ${stderrTail.join('\n')}`));
      }
      resolve();
    });
  });
}
