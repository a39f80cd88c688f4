// Deepgram's prerecorded API: the WAV as the request body, punctuated words with times back.
import { openAsBlob } from 'node:fs';
import type { Logger } from 'pino';
import type { Recognition, TranscribeOptions, Transcriber } from '../transcriber';
import { normaliseWords } from './normalise-words';
import { postWithRetry, type RetryPolicy } from './post-with-retry';
import { transcribeInChunks } from './transcribe-in-chunks';

/** Deepgram takes up to 2 GB, but a long request that fails late costs the most to retry. */
export const DEEPGRAM_CHUNK_LIMITS = { maxMs: 30 * 60_000 };

export interface DeepgramSettings {
  apiKey: string;
  baseUrl: string;
  model: string;
  retry: RetryPolicy;
}

interface ListenResponse {
  results?: {
    channels?: {
      detected_language?: string;
      alternatives?: {
        words?: { word: string; punctuated_word?: string; start: number; end: number; confidence?: number }[];
      }[];
    }[];
  };
}

export class DeepgramTranscriber implements Transcriber {
  readonly engine = 'deepgram' as const;

  constructor(
    private readonly settings: DeepgramSettings,
    private readonly logger?: Logger,
  ) {}

  async transcribe(wavPath: string, options: TranscribeOptions): Promise<Recognition> {
    const { apiKey, baseUrl, model, retry } = this.settings;
    const url = new URL('/v1/listen', baseUrl);
    url.search = new URLSearchParams({ model, punctuate: 'true', smart_format: 'true' }).toString();
    const recognition = await transcribeInChunks(
      wavPath,
      DEEPGRAM_CHUNK_LIMITS,
      options,
      async (chunk, o) => {
        const audio = await openAsBlob(chunk.path, { type: 'audio/wav' });
        const answer = (await postWithRetry(
          {
            provider: 'Deepgram',
            url: url.toString(),
            headers: { authorization: `Token ${apiKey}`, 'content-type': 'audio/wav' },
            body: () => audio,
            signal: o.signal,
            secret: apiKey,
          },
          retry,
          this.logger,
        )) as ListenResponse;
        o.onProgress(100);
        const channel = answer.results?.channels?.[0];
        const words = (channel?.alternatives?.[0]?.words ?? []).map((w) => ({
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
}
