// OpenAI's transcription API (whisper-1): multipart upload of each ≤ 24 MB piece, word
// timestamps from verbose_json, punctuation taken back from the full text.
import { openAsBlob } from 'node:fs';
import type { Logger } from 'pino';
import type { Recognition, TranscribeOptions, Transcriber } from '../transcriber';
import { normaliseWords } from './normalise-words';
import { postWithRetry, type RetryPolicy } from './post-with-retry';
import { restorePunctuation } from './restore-punctuation';
import { transcribeInChunks } from './transcribe-in-chunks';

/** The API takes files up to 25 MB. */
export const OPENAI_CHUNK_LIMITS = { maxMs: 10 * 60_000, maxBytes: 24 * 1024 * 1024 };

export interface OpenAiSettings {
  apiKey: string;
  baseUrl: string;
  model: string;
  retry: RetryPolicy;
}

interface VerboseTranscription {
  language?: string;
  text?: string;
  words?: { word: string; start: number; end: number }[];
}

export class OpenAiTranscriber implements Transcriber {
  readonly engine = 'openai' as const;

  constructor(
    private readonly settings: OpenAiSettings,
    private readonly logger?: Logger,
  ) {}

  async transcribe(wavPath: string, options: TranscribeOptions): Promise<Recognition> {
    const { apiKey, baseUrl, model, retry } = this.settings;
    const recognition = await transcribeInChunks(wavPath, OPENAI_CHUNK_LIMITS, options, async (chunk, o) => {
      const file = await openAsBlob(chunk.path, { type: 'audio/wav' });
      const answer = (await postWithRetry(
        {
          provider: 'OpenAI',
          url: new URL('/v1/audio/transcriptions', baseUrl).toString(),
          headers: { authorization: `Bearer ${apiKey}` },
          body: () => {
            const form = new FormData();
            form.append('file', file, 'audio.wav');
            form.append('model', model);
            form.append('response_format', 'verbose_json');
            form.append('timestamp_granularities[]', 'word');
            return form;
          },
          signal: o.signal,
          secret: apiKey,
        },
        retry,
        this.logger,
      )) as VerboseTranscription;
      o.onProgress(100);
      const words = (answer.words ?? []).map((w) => ({
        text: w.word,
        start: Math.round(w.start * 1000),
        end: Math.round(w.end * 1000),
        confidence: null,
      }));
      return { language: languageTag(answer.language), words: restorePunctuation(words, answer.text ?? '') };
    });
    return {
      language: recognition.language,
      words: normaliseWords(recognition.words, { durationMs: options.durationMs }),
    };
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
