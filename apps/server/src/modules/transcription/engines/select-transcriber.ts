// Picks the speech engine from the configuration: a paid API when its key is set, whisper.cpp
// when its model is installed and whisper-cli is built, else PocketSphinx, which always works offline.
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { CoreShare } from '../../../platform/concurrency/core-share';
import type { Config } from '../../../platform/config';
import type { Aligner, Transcriber } from '../transcriber';
import { DeepgramTranscriber } from './deepgram';
import { OpenAiTranscriber } from './openai';
import { PocketsphinxTranscriber } from './pocketsphinx';
import { PocketsphinxAligner } from './pocketsphinx-align';
import { WhisperTranscriber } from './whisper';
import { inspectWhisperModel } from './whisper-model-file';

export type EngineConfig = Pick<
  Config,
  | 'TRANSCRIBER'
  | 'POCKETSPHINX_MODEL_DIR'
  | 'WHISPER_MODEL'
  | 'WHISPER_MODELS_DIR'
  | 'WHISPER_CLI'
  | 'WHISPER_BEAM_SIZE'
  | 'WHISPER_RETIME'
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_TRANSCRIBE_MODEL'
  | 'DEEPGRAM_API_KEY'
  | 'DEEPGRAM_BASE_URL'
  | 'DEEPGRAM_MODEL'
  | 'TRANSCRIBE_API_ATTEMPTS'
>;

/** One upload and its recognition; a 30-minute piece can take minutes. Retries get as long again. */
const SPEECH_API_TIMEOUT_MS = 10 * 60_000;

/** `cores`: the process's cores, shared by every engine run (platform/concurrency/core-share.ts). */
export async function createTranscriber(
  config: EngineConfig,
  logger: Logger,
  cores: CoreShare,
): Promise<Transcriber> {
  const api = { attempts: config.TRANSCRIBE_API_ATTEMPTS, timeoutMs: SPEECH_API_TIMEOUT_MS };
  const wanted = config.TRANSCRIBER;
  if (config.DEEPGRAM_API_KEY && (wanted === 'deepgram' || wanted === 'auto')) {
    return new DeepgramTranscriber(
      {
        apiKey: config.DEEPGRAM_API_KEY,
        baseUrl: config.DEEPGRAM_BASE_URL,
        model: config.DEEPGRAM_MODEL,
        ...api,
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
        ...api,
      },
      logger,
    );
  }
  if (wanted === 'whisper' || wanted === 'auto') {
    const whisper = await createWhisper(config, cores);
    if (whisper instanceof WhisperTranscriber) return whisper;
    // Said once, at start, so that an operator knows why the words are worse and how to fix it.
    logger[wanted === 'whisper' ? 'error' : 'warn'](`${whisper} Transcribing with PocketSphinx instead.`);
  }
  return new PocketsphinxTranscriber(config.POCKETSPHINX_MODEL_DIR, cores);
}

export function createAligner(config: Pick<Config, 'POCKETSPHINX_MODEL_DIR'>, cores: CoreShare): Aligner {
  return new PocketsphinxAligner(config.POCKETSPHINX_MODEL_DIR, cores);
}

export function whisperModelPath(config: Pick<Config, 'WHISPER_MODEL' | 'WHISPER_MODELS_DIR'>): string {
  return config.WHISPER_MODEL.endsWith('.bin')
    ? path.resolve(config.WHISPER_MODEL)
    : path.join(config.WHISPER_MODELS_DIR, `ggml-${config.WHISPER_MODEL}.bin`);
}

/** The whisper engine, or why it cannot run, in words for the operator. */
async function createWhisper(config: EngineConfig, cores: CoreShare): Promise<WhisperTranscriber | string> {
  const modelPath = whisperModelPath(config);
  try {
    await access(modelPath);
  } catch {
    const name = config.WHISPER_MODEL.endsWith('.bin') ? 'base.en' : config.WHISPER_MODEL;
    return `The whisper model ${modelPath} is not installed (run: npm run models -- install ${name}).`;
  }
  try {
    await access(config.WHISPER_CLI, constants.X_OK);
  } catch {
    return `whisper-cli is not built at ${config.WHISPER_CLI} (./start.sh builds it; it needs cmake and g++).`;
  }
  try {
    const model = await inspectWhisperModel(modelPath);
    return new WhisperTranscriber({
      cliPath: config.WHISPER_CLI,
      modelPath,
      multilingual: model.multilingual,
      beamSize: config.WHISPER_BEAM_SIZE,
      cores,
      aligner: config.WHISPER_RETIME ? createAligner(config, cores) : undefined,
    });
  } catch (err) {
    return `The whisper model cannot be used: ${(err as Error).message}`;
  }
}
