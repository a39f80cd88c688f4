// whisper.cpp through whisper-cli built for this machine's CPU (scripts/setup-lib.sh): words
// from its tokens, kept only where someone speaks, in the language asked for (English for the
// English-only models, which cannot detect one).
import { rm } from 'node:fs/promises';
import type { CoreShare } from '../../../platform/concurrency/core-share';
import type { Aligner, RecognisedWord, Recognition, TranscribeOptions, Transcriber } from '../transcriber';
import { SAMPLE_RATE } from './extract-audio';
import { normaliseWords } from './normalise-words';
import { retimeWords } from './retime-words';
import { runWhisperCli } from './run-whisper-cli';
import { transcribeInChunks } from './transcribe-in-chunks';
import { findVoicedRegions, placeOnVoice } from './voice-activity';
import { readWavSamples } from './wav-chunks';
import { readSegments } from './whisper-output';

/** whisper-cli holds the whole piece as floats: 10 minutes is about 40 MB, and progress moves. */
const WHISPER_CHUNK_MS = 10 * 60_000;

export interface WhisperSettings {
  cliPath: string;
  modelPath: string;
  /** From the model file's header: English-only models are always asked for "en". */
  multilingual: boolean;
  /** 1 is greedy decoding; whisper-cli's own default is a beam of 5. */
  beamSize: number;
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

export class WhisperTranscriber implements Transcriber {
  readonly engine = 'whisper' as const;

  constructor(private readonly settings: WhisperSettings) {}

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

  private async recognise(wavPath: string, options: TranscribeOptions): Promise<Recognition> {
    const asked = options.language && options.language !== 'auto' ? options.language : 'auto';
    const language = this.settings.multilingual ? asked : 'en';
    const recognition = await transcribeInChunks(
      wavPath,
      { maxMs: WHISPER_CHUNK_MS },
      options,
      async (chunk, o) => {
        const regions = findVoicedRegions(await readWavSamples(chunk.path), SAMPLE_RATE);
        // Nobody speaks here: whisper would only invent words ("Thank you.") over it.
        if (regions.length === 0) return { language: language === 'auto' ? '' : language, words: [] };
        const outputBase = `${chunk.path}-whisper`;
        try {
          const { cores, threads } = this.settings;
          const output = await cores.use(threads ?? cores.size, o.signal, (taken) =>
            runWhisperCli({
              cliPath: this.settings.cliPath,
              modelPath: this.settings.modelPath,
              wavPath: chunk.path,
              outputBase,
              language,
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
}
