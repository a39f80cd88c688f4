// Picks the speech engine from the configuration: a paid API when its key is set, whisper.cpp
// when one of its models is installed and whisper-cli is built, else PocketSphinx, which always
// works offline.
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
import { type WhisperModels, WhisperTranscriber } from './whisper';
import { inspectWhisperModel } from './whisper-model-file';

export type EngineConfig = Pick<
  Config,
  | 'TRANSCRIBER'
  | 'POCKETSPHINX_MODEL_DIR'
  | 'WHISPER_MODEL'
  | 'WHISPER_MULTILINGUAL_MODEL'
  | 'WHISPER_MODELS_DIR'
  | 'WHISPER_CLI'
  | 'WHISPER_BEAM_SIZE'
  | 'WHISPER_RETIME'
  | 'WHISPER_DTW'
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
    const whisper = await createWhisper(config, cores, logger);
    if (whisper instanceof WhisperTranscriber) return whisper;
    // Said once, at start, so that an operator knows why the words are worse and how to fix it.
    logger[wanted === 'whisper' ? 'error' : 'warn'](`${whisper} Transcribing with PocketSphinx instead.`);
  }
  return new PocketsphinxTranscriber(config.POCKETSPHINX_MODEL_DIR, cores);
}

export function createAligner(config: Pick<Config, 'POCKETSPHINX_MODEL_DIR'>, cores: CoreShare): Aligner {
  return new PocketsphinxAligner(config.POCKETSPHINX_MODEL_DIR, cores);
}

/** Where a model setting (a name or a path) points; WHISPER_MODEL's by default. */
export function whisperModelPath(
  config: Pick<Config, 'WHISPER_MODEL' | 'WHISPER_MODELS_DIR'>,
  setting = config.WHISPER_MODEL,
): string {
  return setting.endsWith('.bin')
    ? path.resolve(setting)
    : path.join(config.WHISPER_MODELS_DIR, `ggml-${setting}.bin`);
}

/** The install command an operator runs for a model setting (a path is no catalogue name). */
const installCommand = (setting: string, otherwise: string) =>
  `npm run models -- install ${setting.endsWith('.bin') ? otherwise : setting}`;

/**
 * The whisper engine with every model installed of WHISPER_MODEL (English) and
 * WHISPER_MULTILINGUAL_MODEL, or why it cannot run, in words for the operator.
 */
async function createWhisper(
  config: EngineConfig,
  cores: CoreShare,
  logger: Logger,
): Promise<WhisperTranscriber | string> {
  const settings = [
    { setting: config.WHISPER_MODEL, otherwise: 'base.en' },
    ...(config.WHISPER_MULTILINGUAL_MODEL === 'none'
      ? []
      : [{ setting: config.WHISPER_MULTILINGUAL_MODEL, otherwise: 'small' }]),
  ];
  const models: WhisperModels = {};
  const missing: string[] = [];
  for (const { setting, otherwise } of settings) {
    const modelPath = whisperModelPath(config, setting);
    try {
      await access(modelPath);
    } catch {
      missing.push(
        `The whisper model ${modelPath} is not installed (run: ${installCommand(setting, otherwise)}).`,
      );
      continue;
    }
    try {
      const kind = (await inspectWhisperModel(modelPath)).multilingual ? 'multilingual' : 'english';
      models[kind] ??= modelPath;
    } catch (err) {
      missing.push(`The whisper model ${modelPath} cannot be used: ${(err as Error).message}`);
    }
  }
  if (!models.english && !models.multilingual) return missing.join(' ');
  try {
    await access(config.WHISPER_CLI, constants.X_OK);
  } catch {
    return `whisper-cli is not built at ${config.WHISPER_CLI} (./start.sh builds it; it needs cmake and g++).`;
  }
  // Said once, at start: what the engine will do without the model that is missing.
  if (!models.multilingual && missing.length > 0)
    logger.warn(`${missing.join(' ')} Without a multilingual model every video is transcribed as English.`);
  else if (!models.english && missing.length > 0)
    logger.warn(`${missing.join(' ')} English is transcribed by the multilingual model meanwhile.`);
  return new WhisperTranscriber({
    cliPath: config.WHISPER_CLI,
    models,
    beamSize: config.WHISPER_BEAM_SIZE,
    dtw: config.WHISPER_DTW,
    cores,
    aligner: config.WHISPER_RETIME ? createAligner(config, cores) : undefined,
  });
}
