// Deepgram's prerecorded API through the official SDK: the WAV as the request body, punctuated
// words with times back (checked with zod).
import { openAsBlob } from 'node:fs';
import { DeepgramClient, DeepgramError, DeepgramTimeoutError } from '@deepgram/sdk';
import type { Logger } from 'pino';
import { z } from 'zod';
import { errorDetail, redact } from '../../../platform/providers/provider-errors';
import { sdkLogger } from '../../../platform/providers/sdk-logger';
import type { Recognition, TranscribeOptions, Transcriber } from '../transcriber';
import { normaliseWords } from './normalise-words';
import { type SpeechApiCall, speechApiFailure, unreadableAnswer } from './speech-api-failure';
import { transcribeInChunks } from './transcribe-in-chunks';

/** Deepgram takes up to 2 GB, but a long request that fails late costs the most to retry. */
export const DEEPGRAM_CHUNK_LIMITS = { maxMs: 30 * 60_000 };

export interface DeepgramSettings {
  apiKey: string;
  baseUrl: string;
  model: string;
  attempts: number;
  /** Per attempt. */
  timeoutMs: number;
}

const listenResponseSchema = z.object({
  results: z.object({
    channels: z.array(
      z.object({
        detected_language: z.string().optional(),
        alternatives: z.array(
          z.object({
            words: z.array(
              z.object({
                word: z.string(),
                punctuated_word: z.string().optional(),
                start: z.number(),
                end: z.number(),
                confidence: z.number().optional(),
              }),
            ),
          }),
        ),
      }),
    ),
  }),
});

export class DeepgramTranscriber implements Transcriber {
  readonly engine = 'deepgram' as const;
  readonly #client: DeepgramClient;
  readonly #call: SpeechApiCall;

  constructor(
    private readonly settings: DeepgramSettings,
    logger?: Logger,
  ) {
    this.#client = new DeepgramClient({
      apiKey: settings.apiKey,
      baseUrl: settings.baseUrl,
      maxRetries: settings.attempts - 1,
      timeoutInSeconds: settings.timeoutMs / 1000,
      ...(logger ? { logging: { level: 'warn', logger: sdkLogger(logger, 'Deepgram'), silent: false } } : {}),
    });
    this.#call = {
      provider: 'Deepgram',
      secret: settings.apiKey,
      subject: 'the audio',
      attempts: settings.attempts,
    };
  }

  async transcribe(wavPath: string, options: TranscribeOptions): Promise<Recognition> {
    const recognition = await transcribeInChunks(
      wavPath,
      DEEPGRAM_CHUNK_LIMITS,
      options,
      async (chunk, o) => {
        const answer = listenResponseSchema.safeParse(
          await this.#request(await openAsBlob(chunk.path, { type: 'audio/wav' }), o.signal),
        );
        if (!answer.success) throw unreadableAnswer('Deepgram');
        o.onProgress(100);
        const channel = answer.data.results.channels[0];
        const words = (channel?.alternatives[0]?.words ?? []).map((w) => ({
          text: w.punctuated_word ?? w.word,
          start: Math.round(w.start * 1000),
          end: Math.round(w.end * 1000),
          confidence: w.confidence ?? null,
        }));
        return { language: channel?.detected_language ?? 'en', words };
      },
    );
    return {
      language: recognition.language,
      words: normaliseWords(recognition.words, { durationMs: options.durationMs }),
    };
  }

  async #request(audio: Blob, signal: AbortSignal): Promise<unknown> {
    try {
      return await this.#client.listen.v1.media.transcribeFile(
        audio,
        { model: this.settings.model, punctuate: true, smart_format: true },
        { abortSignal: signal },
      );
    } catch (err) {
      // A cancelled job, or not the API's failure: as it is.
      if (signal.aborted || !(err instanceof DeepgramError || err instanceof DeepgramTimeoutError)) throw err;
      const status = err instanceof DeepgramError ? (err.statusCode ?? null) : null;
      const detail =
        err instanceof DeepgramError && status !== null
          ? errorDetail(err.body, this.#call.secret)
          : redact(err.message, this.#call.secret);
      throw speechApiFailure(this.#call, status, detail);
    }
  }
}
