// whisper.cpp through whisper-cli built for this machine's CPU (scripts/setup-lib.sh): words
// from its tokens, kept only where someone speaks, in the language asked for or heard. English
// goes to the English-only model (faster and better at it), every other language to the
// multilingual one, which also finds the language of "auto" (docs/transcription.md "Models").
import { rm, writeFile } from 'node:fs/promises';
import type { CoreShare } from '../../../platform/concurrency/core-share';
import type { Aligner, RecognisedWord, Recognition, TranscribeOptions, Transcriber } from '../transcriber';
import { dtwPreset } from './dtw-preset';
import { SAMPLE_RATE } from './extract-audio';
import { normaliseWords } from './normalise-words';
import { retimeWords } from './retime-words';
import { detectWhisperLanguage, runWhisperCli } from './run-whisper-cli';
import { transcribeInChunks } from './transcribe-in-chunks';
import { findVoicedRegions, placeOnVoice } from './voice-activity';
import { readWavSamples, wavHeader } from './wav-chunks';
import { readSegments } from './whisper-output';

/** whisper-cli holds the whole piece as floats: 10 minutes is about 40 MB, and progress moves. */
const WHISPER_CHUNK_MS = 10 * 60_000;

/** The installed model files, by what they know (read from their headers); at least one. */
export interface WhisperModels {
  /** English only (base.en): English, and every language when no multilingual one is installed. */
  english?: string;
  /** Every language whisper knows (small): all but English, and finding the language of "auto". */
  multilingual?: string;
}

export interface WhisperSettings {
  cliPath: string;
  models: WhisperModels;
  /** 1 is greedy decoding; whisper-cli's own default is a beam of 5. */
  beamSize: number;
  /**
   * Word starts from DTW token times for languages other than English (English has the aligner),
   * on models whose alignment heads are known (dtw-preset.ts).
   */
  dtw?: boolean;
  /** The cores whisper-cli's threads take, shared with the other engine runs of this process. */
  cores: CoreShare;
  /** At most this many threads (default: every core of the share). */
  threads?: number;
  /**
   * English only: whisper's text is placed on the audio once more by forced alignment, and each
   * word takes the aligner's times where it heard the word (retime-words.ts).
   */
  aligner?: Aligner;
}

/** Share of the progress bar for recognition when the aligner runs after it. */
const RECOGNITION_SHARE = 0.85;

/** whisper finds the language on its first window: 30 s of the voice. */
const DETECTION_MS = 30_000;

/** A model file and the language to ask it for ("auto": whisper's own detection, chunk by chunk). */
interface Route {
  model: string;
  language: string;
}

export class WhisperTranscriber implements Transcriber {
  readonly engine = 'whisper' as const;

  readonly translateToEnglish?: (wavPath: string, options: TranscribeOptions) => Promise<Recognition>;

  constructor(private readonly settings: WhisperSettings) {
    const { multilingual } = settings.models;
    // Only a multilingual model knows the translate task.
    if (multilingual)
      this.translateToEnglish = async (wavPath, options) => {
        const recognition = await this.recognise(wavPath, options, { model: multilingual, translate: true });
        return {
          language: 'en',
          words: normaliseWords(recognition.words, { durationMs: options.durationMs }),
        };
      };
  }

  async transcribe(wavPath: string, options: TranscribeOptions): Promise<Recognition> {
    const aligner = this.settings.aligner;
    const share = aligner ? RECOGNITION_SHARE : 1;
    const recognition = await this.recognise(wavPath, {
      ...options,
      onProgress: (percent) => options.onProgress(percent * share),
    });
    const words = normaliseWords(recognition.words, { durationMs: options.durationMs });
    if (!aligner || !recognition.language.startsWith('en') || words.length === 0) {
      return { language: recognition.language, words };
    }
    const aligned = await aligner
      .align(wavPath, words.map((word) => word.text).join(' '), {
        ...options,
        onProgress: (percent) => options.onProgress(share * 100 + percent * (1 - share)),
      })
      // Whisper's own times are good enough to show; a failed alignment must not lose the words.
      .catch(() => undefined);
    options.signal.throwIfAborted();
    return {
      language: recognition.language,
      words: aligned
        ? normaliseWords(retimeWords(words, aligned.words), { durationMs: options.durationMs })
        : words,
    };
  }

  /** `translating`: whisper's translate task on that model, in the language asked (or its own guess). */
  private async recognise(
    wavPath: string,
    options: TranscribeOptions,
    translating?: { model: string; translate: true },
  ): Promise<Recognition> {
    const asked = options.language && options.language !== 'auto' ? options.language : 'auto';
    // Decided on the first chunk with a voice, then kept: one language for the whole piece.
    let route: Route | undefined = translating && { model: translating.model, language: asked };
    const recognition = await transcribeInChunks(
      wavPath,
      { maxMs: WHISPER_CHUNK_MS },
      options,
      async (chunk, o) => {
        const samples = await readWavSamples(chunk.path);
        const regions = findVoicedRegions(samples, SAMPLE_RATE);
        // Nobody speaks here: whisper would only invent words ("Thank you.") over it.
        if (regions.length === 0)
          return { language: route?.language ?? (asked === 'auto' ? '' : asked), words: [] };
        route ??= await this.route(asked, chunk.path, samples, regions[0]?.startMs ?? 0, o.signal);
        const outputBase = `${chunk.path}-whisper`;
        try {
          const { model, language } = route;
          const { cores, threads } = this.settings;
          const dtw = this.settings.dtw && language !== 'en' ? dtwPreset(model) : undefined;
          const output = await cores.use(threads ?? cores.size, o.signal, (taken) =>
            runWhisperCli({
              cliPath: this.settings.cliPath,
              modelPath: model,
              wavPath: chunk.path,
              outputBase,
              language,
              translate: translating !== undefined,
              ...(dtw ? { dtw } : {}),
              threads: taken,
              beamSize: this.settings.beamSize,
              signal: o.signal,
              onProgress: o.onProgress,
            }),
          );
          const words: RecognisedWord[] = placeOnVoice(readSegments(output.transcription), regions);
          return { language: output.result.language || language, words };
        } finally {
          await rm(`${outputBase}.json`, { force: true });
        }
      },
    );
    return {
      language: recognition.language === 'auto' ? 'und' : recognition.language,
      words: recognition.words,
    };
  }

  /**
   * Which model hears the piece, in which language: English on the English model when there is
   * one; any other language on the multilingual one; "auto" is decided by what the multilingual
   * model hears in the first 30 s from where the voice starts.
   */
  private async route(
    asked: string,
    chunkPath: string,
    samples: Int16Array,
    voiceStartMs: number,
    signal: AbortSignal,
  ): Promise<Route> {
    const { english, multilingual } = this.settings.models;
    if (!multilingual) return { model: english ?? '', language: 'en' };
    if (asked === 'en') return { model: english ?? multilingual, language: 'en' };
    if (asked !== 'auto') return { model: multilingual, language: asked };
    const heard = await this.detectLanguage(multilingual, chunkPath, samples, voiceStartMs, signal);
    if (heard === 'en' && english) return { model: english, language: 'en' };
    return { model: multilingual, language: heard ?? 'auto' };
  }

  private async detectLanguage(
    model: string,
    chunkPath: string,
    samples: Int16Array,
    voiceStartMs: number,
    signal: AbortSignal,
  ): Promise<string | null> {
    const from = Math.floor((voiceStartMs * SAMPLE_RATE) / 1000);
    const window = samples.subarray(from, from + (DETECTION_MS * SAMPLE_RATE) / 1000);
    const wavPath = `${chunkPath}-language.wav`;
    const data = Buffer.from(window.buffer, window.byteOffset, window.byteLength);
    await writeFile(wavPath, Buffer.concat([wavHeader(data.length), data]));
    try {
      const { cores, threads } = this.settings;
      return await cores.use(threads ?? cores.size, signal, (taken) =>
        detectWhisperLanguage({
          cliPath: this.settings.cliPath,
          modelPath: model,
          wavPath,
          threads: taken,
          signal,
        }),
      );
    } finally {
      await rm(wavPath, { force: true });
    }
  }
}
