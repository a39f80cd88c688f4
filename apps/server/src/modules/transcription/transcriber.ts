// The seam between the transcription flow and the speech engines. Every engine takes a 16 kHz
// mono WAV (made by extract-audio) and returns words with times in milliseconds from its start.
import type { TranscriptEngine } from '@captionist/contracts';

export interface RecognisedWord {
  text: string;
  start: number;
  end: number;
  /** 0–1, or null when the engine does not say. */
  confidence: number | null;
}

export interface Recognition {
  /** BCP 47-ish language tag as the engine reports it ("en", "en-US"). */
  language: string;
  words: RecognisedWord[];
}

export interface TranscribeOptions {
  /** Called with 0–100 as the engine advances; may be called many times. */
  onProgress: (percent: number) => void;
  signal: AbortSignal;
  /** Duration of the audio in ms, when known (for progress and chunking). */
  durationMs?: number;
  /**
   * The spoken language as an ISO 639-1 code ("en", "de"), or "auto" (or absent) to let the
   * engine detect it. Engines that know one language only ignore it.
   */
  language?: string;
}

export interface Transcriber {
  /** Stored with the transcript so the UI can say who wrote it and how to get a better one. */
  readonly engine: TranscriptEngine;
  transcribe(wavPath: string, options: TranscribeOptions): Promise<Recognition>;
  /**
   * The speech translated into English by the engine itself (whisper's translate task, with its
   * multilingual model); absent where the engine cannot (docs/translation.md "Offline").
   */
  readonly translateToEnglish?: (wavPath: string, options: TranscribeOptions) => Promise<Recognition>;
}

/** An engine that can also place a known text on the audio (forced alignment). */
export interface Aligner {
  align(wavPath: string, script: string, options: TranscribeOptions): Promise<Recognition>;
}
