// OpenAI's transcription API (whisper-1) through the official SDK: each ≤ 24 MB piece uploaded,
// word timestamps from verbose_json (checked with zod), punctuation taken back from the full text.
import { openAsBlob } from 'node:fs';
import OpenAI from 'openai';
import type { Logger } from 'pino';
import { z } from 'zod';
import { createOpenAiClient } from '../../../platform/providers/openai-client';
import { errorDetail, redact } from '../../../platform/providers/provider-errors';
import type { Recognition, TranscribeOptions, Transcriber } from '../transcriber';
import { normaliseWords } from './normalise-words';
import { restorePunctuation } from './restore-punctuation';
import { type SpeechApiCall, speechApiFailure, unreadableAnswer } from './speech-api-failure';
import { transcribeInChunks } from './transcribe-in-chunks';

/** The API takes files up to 25 MB. */
export const OPENAI_CHUNK_LIMITS = { maxMs: 10 * 60_000, maxBytes: 24 * 1024 * 1024 };

export interface OpenAiSettings {
  apiKey: string;
  /** Without the version path, e.g. https://api.openai.com. */
  baseUrl: string;
  model: string;
  attempts: number;
  /** Per attempt. */
  timeoutMs: number;
}

const verboseTranscriptionSchema = z.object({
  language: z.string().optional(),
  text: z.string().optional(),
  words: z.array(z.object({ word: z.string(), start: z.number(), end: z.number() })).optional(),
});

export class OpenAiTranscriber implements Transcriber {
  readonly engine = 'openai' as const;
  readonly #client: OpenAI;
  readonly #call: SpeechApiCall;

  constructor(
    private readonly settings: OpenAiSettings,
    logger?: Logger,
  ) {
    this.#client = createOpenAiClient(
      { ...settings, baseUrl: new URL('/v1', settings.baseUrl).toString() },
      'OpenAI',
      logger,
    );
    this.#call = {
      provider: 'OpenAI',
      secret: settings.apiKey,
      subject: 'the audio',
      attempts: settings.attempts,
    };
  }

  async transcribe(wavPath: string, options: TranscribeOptions): Promise<Recognition> {
    const recognition = await transcribeInChunks(wavPath, OPENAI_CHUNK_LIMITS, options, async (chunk, o) => {
      const audio = await openAsBlob(chunk.path, { type: 'audio/wav' });
      const answer = verboseTranscriptionSchema.safeParse(
        await this.#request(new File([audio], 'audio.wav', { type: 'audio/wav' }), o.signal),
      );
      if (!answer.success) throw unreadableAnswer('OpenAI');
      o.onProgress(100);
      const words = (answer.data.words ?? []).map((w) => ({
        text: w.word,
        start: Math.round(w.start * 1000),
        end: Math.round(w.end * 1000),
        confidence: null,
      }));
      return {
        language: languageTag(answer.data.language),
        words: restorePunctuation(words, answer.data.text ?? ''),
      };
    });
    return {
      language: recognition.language,
      words: normaliseWords(recognition.words, { durationMs: options.durationMs }),
    };
  }

  async #request(file: File, signal: AbortSignal): Promise<unknown> {
    try {
      return await this.#client.audio.transcriptions.create(
        {
          file,
          model: this.settings.model,
          response_format: 'verbose_json',
          timestamp_granularities: ['word'],
        },
        { signal },
      );
    } catch (err) {
      // A cancelled job, or not the API's failure: as it is.
      if (signal.aborted || !(err instanceof OpenAI.APIError)) throw err;
      const status = err.status ?? null;
      const detail =
        status === null
          ? redact(err.message, this.#call.secret)
          : errorDetail({ error: err.error }, this.#call.secret);
      throw speechApiFailure(this.#call, status, detail);
    }
  }
}

// verbose_json names the language in English ("english"); the transcript stores a tag.
const TAGS: Record<string, string> = {
  english: 'en',
  spanish: 'es',
  french: 'fr',
  german: 'de',
  italian: 'it',
  portuguese: 'pt',
  dutch: 'nl',
  russian: 'ru',
  chinese: 'zh',
  japanese: 'ja',
  korean: 'ko',
  arabic: 'ar',
  hindi: 'hi',
  turkish: 'tr',
  polish: 'pl',
};

export function languageTag(name: string | undefined): string {
  if (!name) return 'en';
  return TAGS[name.toLowerCase()] ?? name.toLowerCase();
}
