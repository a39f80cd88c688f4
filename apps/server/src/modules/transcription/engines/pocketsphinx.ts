// Offline default: PocketSphinx's free recognition with its US English model from Debian.
// Weak on casual speech, but real, private and with word times; forced alignment does better.
import path from 'node:path';
import type { CoreShare } from '../../../platform/concurrency/core-share';
import type { Recognition, TranscribeOptions, Transcriber } from '../transcriber';
import { normaliseWords } from './normalise-words';
import { runPocketsphinx } from './run-pocketsphinx';
import { transcribeInChunks } from './transcribe-in-chunks';

/** Long files run in pieces so progress moves and a crash loses at most one piece's work. */
export const POCKETSPHINX_CHUNK_MS = 10 * 60_000;

export function pocketsphinxModelArgs(modelDir: string): string[] {
  return ['-hmm', path.join(modelDir, 'en-us')];
}

export class PocketsphinxTranscriber implements Transcriber {
  readonly engine = 'pocketsphinx' as const;

  /** `cores`: PocketSphinx decodes on one thread, one of the process's shared cores. */
  constructor(
    private readonly modelDir: string,
    private readonly cores: CoreShare,
  ) {}

  async transcribe(wavPath: string, options: TranscribeOptions): Promise<Recognition> {
    const args = [
      ...pocketsphinxModelArgs(this.modelDir),
      ...['-lm', path.join(this.modelDir, 'en-us.lm.bin')],
      ...['-dict', path.join(this.modelDir, 'cmudict-en-us.dict')],
    ];
    const recognition = await transcribeInChunks(
      wavPath,
      { maxMs: POCKETSPHINX_CHUNK_MS },
      options,
      async (chunk, chunkOptions) => {
        const words = await this.cores.use(1, chunkOptions.signal, () =>
          runPocketsphinx(chunk.path, args, chunkOptions),
        );
        return {
          language: 'en-US',
          words: words.map(({ word, start, end, confidence }) => ({ text: word, start, end, confidence })),
        };
      },
    );
    return {
      language: recognition.language,
      words: normaliseWords(recognition.words, { sentenceCase: true, durationMs: options.durationMs }),
    };
  }
}
