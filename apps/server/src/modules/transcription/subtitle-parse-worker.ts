// The subtitle parser's thread (subtitle-parse-thread.ts starts it): reading a 2 MB file takes
// seconds of CPU, which on the main thread would hold every other request (and the lease
// sweeper's view of running renders) that long.
import { parentPort } from 'node:worker_threads';
import { parseSubtitles, SubtitleImportError, type SubtitleImportOptions } from '@captionist/captions';

export interface ParseRequest {
  text: string;
  options: SubtitleImportOptions;
}

export type ParseAnswer =
  | { import: ReturnType<typeof parseSubtitles> }
  | { refusal: { line: number | null; reason: string } }
  | { failure: string };

parentPort?.on('message', ({ text, options }: ParseRequest) => {
  parentPort?.postMessage(answer(text, options));
});

function answer(text: string, options: SubtitleImportOptions): ParseAnswer {
  try {
    return { import: parseSubtitles(text, options) };
  } catch (error) {
    if (error instanceof SubtitleImportError) return { refusal: { line: error.line, reason: error.reason } };
    return { failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}
