// whisper.cpp through the prebuilt Node binding @fugood/node-whisper-linux-x64 (an optional
// dependency: no install script, no compiler). The binding and the model load on first use, so
// a server without them runs on the other engines.
import { execFile } from 'node:child_process';
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { RecognisedWord, Recognition, TranscribeOptions, Transcriber } from '../transcriber';
import { normaliseWords } from './normalise-words';
import { transcribeInChunks } from './transcribe-in-chunks';

export const WHISPER_BINDING = '@fugood/node-whisper-linux-x64';
/** whisper.cpp holds the whole chunk as floats in memory: 10 minutes is about 40 MB. */
const WHISPER_CHUNK_MS = 10 * 60_000;

interface WhisperSegment {
  text: string;
  /** ms */
  t0: number;
  t1: number;
}

interface WhisperContext {
  transcribeFile(
    path: string,
    options: {
      language?: string;
      tokenTimestamps?: boolean;
      maxLen?: number;
      maxThreads?: number;
      onProgress?: (percent: number) => void;
    },
  ): { stop: () => Promise<void>; promise: Promise<{ language?: string; segments: WhisperSegment[] }> };
  release(): Promise<void>;
}

interface WhisperBinding {
  WhisperContext: new (options: { filePath: string; useGpu?: boolean }) => WhisperContext;
}

export class WhisperUnavailableError extends Error {
  override name = 'WhisperUnavailableError';
}

/** Loads the native binding; a clear error when it is not installed for this platform. */
export function loadWhisperBinding(moduleName = WHISPER_BINDING): WhisperBinding {
  try {
    return createRequire(import.meta.url)(moduleName) as WhisperBinding;
  } catch (err) {
    throw new WhisperUnavailableError(
      `The whisper.cpp binding (${moduleName}) is not installed for ${process.platform}-${process.arch}: ${firstLine(err)}`,
    );
  }
}

// whisper.cpp aborts the whole process (GGML_ASSERT) on some damaged model files instead of
// returning an error, so a model is first loaded once in a throwaway child process.
const PROBE = `const m = require(process.argv[1]);
new m.WhisperContext({ filePath: process.argv[2], useGpu: false }).release().then(() => process.exit(0));`;

/** Null when the model loads, else what whisper.cpp said about it. */
export function probeWhisperModel(modelPath: string, moduleName = WHISPER_BINDING): Promise<string | null> {
  const binding = createRequire(import.meta.url).resolve(moduleName);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['-e', PROBE, binding, modelPath],
      { timeout: 5 * 60_000 },
      (error, _out, stderr) => {
        if (!error) return resolve(null);
        const said = String(stderr)
          .split('\n')
          .filter((line) => /invalid|failed|assert/i.test(line) && !/^\s*(at |Error:)/.test(line))
          .slice(0, 2)
          .join('; ');
        resolve(said || error.message);
      },
    );
  });
}

/** Why WHISPER_MODEL cannot be used, or null when the file is there. */
export async function whisperModelProblem(modelPath: string): Promise<string | null> {
  try {
    await access(modelPath);
    return null;
  } catch {
    return `WHISPER_MODEL points to ${modelPath}, which does not exist or cannot be read.`;
  }
}

export class WhisperTranscriber implements Transcriber {
  readonly engine = 'whisper' as const;
  private context: Promise<WhisperContext> | undefined;

  constructor(
    private readonly modelPath: string,
    private readonly moduleName = WHISPER_BINDING,
  ) {}

  /** Loads the model (once); rejects with a WhisperUnavailableError that says what is wrong. */
  load(): Promise<WhisperContext> {
    this.context ??= this.loadModel();
    this.context.catch(() => {
      this.context = undefined;
    });
    return this.context;
  }

  private async loadModel(): Promise<WhisperContext> {
    const { WhisperContext } = loadWhisperBinding(this.moduleName);
    const missing = await whisperModelProblem(this.modelPath);
    if (missing) throw new WhisperUnavailableError(missing);
    const problem = await probeWhisperModel(this.modelPath, this.moduleName);
    if (problem) {
      throw new WhisperUnavailableError(
        `The whisper model ${this.modelPath} could not be loaded (is it a complete ggml-*.bin file?): ${problem}`,
      );
    }
    return new WhisperContext({ filePath: this.modelPath, useGpu: false });
  }

  async transcribe(wavPath: string, options: TranscribeOptions): Promise<Recognition> {
    const context = await this.load();
    const recognition = await transcribeInChunks(
      wavPath,
      { maxMs: WHISPER_CHUNK_MS },
      options,
      async (chunk, o) => {
        const job = context.transcribeFile(chunk.path, {
          language: 'auto',
          // One token per segment with its own times; joinTokens turns them back into words.
          tokenTimestamps: true,
          maxLen: 1,
          onProgress: o.onProgress,
        });
        const stop = () => void job.stop();
        o.signal.addEventListener('abort', stop, { once: true });
        try {
          const result = await job.promise;
          o.signal.throwIfAborted();
          return { language: result.language ?? 'en', words: joinTokens(result.segments) };
        } finally {
          o.signal.removeEventListener('abort', stop);
        }
      },
    );
    return {
      language: recognition.language,
      words: normaliseWords(recognition.words, { durationMs: options.durationMs }),
    };
  }
}

/**
 * whisper.cpp with max_len=1 gives sub-word tokens; a token that does not start with a space
 * continues the word before it ("Caption" + "ist"). Bracketed tokens ("[BLANK_AUDIO]") are not speech.
 */
export function joinTokens(segments: WhisperSegment[]): RecognisedWord[] {
  const words: RecognisedWord[] = [];
  for (const { text, t0, t1 } of segments) {
    if (!text.trim() || /^\s*[[(].*[\])]\s*$/.test(text)) continue;
    const previous = words.at(-1);
    if (previous && !/^\s/.test(text)) {
      previous.text += text;
      previous.end = Math.max(previous.end, t1);
    } else {
      words.push({ text: text.trim(), start: t0, end: t1, confidence: null });
    }
  }
  return words;
}

const firstLine = (err: unknown) => String((err as Error)?.message ?? err).split('\n')[0];
