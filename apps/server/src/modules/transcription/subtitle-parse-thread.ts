// Reads uploaded subtitle files on a thread of their own (subtitle-parse-worker.ts), one file at
// a time and each within a time limit, so no file can hold the event loop that answers requests.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type SubtitleImport, SubtitleImportError, type SubtitleImportOptions } from '@captionist/captions';
import { WorkLimit } from '../../platform/concurrency/work-limit';
import type { ParseAnswer, ParseRequest } from './subtitle-parse-worker';

/** The worst 2 MB files read in about 3 s on a shared core: five times that is a runaway. */
const PARSE_LIMIT_MS = 15_000;
/** An idle thread is stopped, giving back its memory; starting one again takes ~50 ms. */
const IDLE_MS = 60_000;

/** The parse ran past its time limit; its thread was stopped. */
export class SubtitleParseTimeout extends Error {}

const turns = new WorkLimit(1);
let thread: Worker | undefined;
let idle: NodeJS.Timeout | undefined;

/** parseSubtitles off the main thread: throws SubtitleImportError as it does, or SubtitleParseTimeout. */
export function parseSubtitlesOffThread(
  text: string,
  options: SubtitleImportOptions,
): Promise<SubtitleImport> {
  return turns.run(() => parseOnThread({ text, options }));
}

/**
 * The worker's file: beside the bundle when built (build.mjs makes it an entry of its own), else
 * the source, which imports the caption engine's TypeScript and so runs under tsx.
 */
function startThread(): Worker {
  const built = new URL('./subtitle-parse-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return new Worker(built);
  return new Worker(new URL('./subtitle-parse-worker.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
  });
}

function parseOnThread(request: ParseRequest): Promise<SubtitleImport> {
  clearTimeout(idle);
  thread ??= startThread();
  const worker = thread;
  // Held open while it works for us; an idle thread must not keep the process alive.
  worker.ref();
  let limit: NodeJS.Timeout | undefined;
  let onAnswer: ((answer: ParseAnswer) => void) | undefined;
  let onStop: ((error: Error) => void) | undefined;
  const onExit = (code: number) => onStop?.(new Error(`the subtitle parser stopped (exit code ${code})`));
  const parsed = new Promise<SubtitleImport>((resolve, reject) => {
    onAnswer = (answer) => {
      if ('import' in answer) resolve(answer.import);
      else if ('refusal' in answer)
        reject(new SubtitleImportError(answer.refusal.line, answer.refusal.reason));
      else reject(new Error(`the subtitle parser failed: ${answer.failure}`));
    };
    onStop = (error) => {
      if (thread === worker) thread = undefined;
      void worker.terminate();
      reject(error);
    };
    worker.on('message', onAnswer).on('error', onStop).on('exit', onExit);
    limit = setTimeout(() => onStop?.(new SubtitleParseTimeout()), PARSE_LIMIT_MS);
    worker.postMessage(request);
  });
  return parsed.finally(() => {
    clearTimeout(limit);
    if (onAnswer) worker.off('message', onAnswer);
    if (onStop) worker.off('error', onStop);
    worker.off('exit', onExit);
    if (thread !== worker) return;
    worker.unref();
    idle = setTimeout(() => {
      if (thread === worker) thread = undefined;
      void worker.terminate();
    }, IDLE_MS).unref();
  });
}
