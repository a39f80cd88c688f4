// Picks the speech engine from the configuration: a paid API when its key is set, whisper.cpp
// when a model file is configured and loads, else PocketSphinx, which always works offline.
import { existsSync } from 'node:fs';
import type { Logger } from 'pino';
import type { Config } from '../../../platform/config';
import type { Aligner, Transcriber } from '../transcriber';
import { DeepgramTranscriber } from './deepgram';
import { OpenAiTranscriber } from './openai';
import { PocketsphinxTranscriber } from './pocketsphinx';
import { PocketsphinxAligner } from './pocketsphinx-align';
import type { RetryPolicy } from './post-with-retry';
import { loadWhisperBinding, WhisperTranscriber } from './whisper';

export type EngineConfig = Pick<
  Config,
  | 'TRANSCRIBER'
  | 'POCKETSPHINX_MODEL_DIR'
  | 'WHISPER_MODEL'
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_TRANSCRIBE_MODEL'
  | 'DEEPGRAM_API_KEY'
  | 'DEEPGRAM_BASE_URL'
  | 'DEEPGRAM_MODEL'
  | 'TRANSCRIBE_API_ATTEMPTS'
>;

export function createTranscriber(
  config: EngineConfig,
  logger: Logger,
  retry = retryPolicy(config),
): Transcriber {
  const wanted = config.TRANSCRIBER;
  if (config.DEEPGRAM_API_KEY && (wanted === 'deepgram' || wanted === 'auto')) {
    return new DeepgramTranscriber(
      {
        apiKey: config.DEEPGRAM_API_KEY,
        baseUrl: config.DEEPGRAM_BASE_URL,
        model: config.DEEPGRAM_MODEL,
        retry,
      },
      logger,
    );
  }
  if (config.OPENAI_API_KEY && (wanted === 'openai' || wanted === 'auto')) {
    return new OpenAiTranscriber(
      {
        apiKey: config.OPENAI_API_KEY,
        baseUrl: config.OPENAI_BASE_URL,
        model: config.OPENAI_TRANSCRIBE_MODEL,
        retry,
      },
      logger,
    );
  }
  if (config.WHISPER_MODEL && (wanted === 'whisper' || wanted === 'auto')) {
    const problem = whisperProblem(config.WHISPER_MODEL);
    if (!problem) return new WhisperTranscriber(config.WHISPER_MODEL);
    logger.error(`${problem} Transcribing with PocketSphinx instead.`);
  }
  return new PocketsphinxTranscriber(config.POCKETSPHINX_MODEL_DIR);
}

export function createAligner(config: Pick<Config, 'POCKETSPHINX_MODEL_DIR'>): Aligner {
  return new PocketsphinxAligner(config.POCKETSPHINX_MODEL_DIR);
}

function retryPolicy(config: EngineConfig): RetryPolicy {
  return { attempts: config.TRANSCRIBE_API_ATTEMPTS, baseDelayMs: 1000, maxDelayMs: 60_000 };
}

// Checked at boot so that a missing model or binding is said once, plainly, and the app still
// transcribes; a model that exists but is damaged is reported when it is first loaded.
function whisperProblem(modelPath: string): string | null {
  if (!existsSync(modelPath)) {
    return `WHISPER_MODEL points to ${modelPath}, which does not exist (see docs/transcription.md).`;
  }
  try {
    loadWhisperBinding();
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}
