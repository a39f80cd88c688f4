// Forced alignment: the user's script placed on the audio. PocketSphinx decodes with a language
// model and dictionary made from the script alone, so what it hears is the script's words with
// real times; the script's own words (casing, punctuation) are then laid on those times.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CoreShare } from '../../../platform/concurrency/core-share';
import { PermanentJobError } from '../../../platform/queue/permanent-job-error';
import type { Aligner, Recognition, TranscribeOptions } from '../transcriber';
import { alignToScript } from './align-to-script';
import { normaliseWords } from './normalise-words';
import { POCKETSPHINX_CHUNK_MS, pocketsphinxModelArgs } from './pocketsphinx';
import { loadPronunciations, pronounce } from './pronouncing-dictionary';
import { runPocketsphinx } from './run-pocketsphinx';
import { buildScriptDictionary, buildScriptLanguageModel, isSentenceEnd } from './script-language-model';
import { tokeniseScript } from './script-tokens';
import { transcribeInChunks } from './transcribe-in-chunks';
import { wavDurationMs } from './wav-chunks';

export class PocketsphinxAligner implements Aligner {
  /** `cores`: PocketSphinx decodes on one thread, one of the process's shared cores. */
  constructor(
    private readonly modelDir: string,
    private readonly cores: CoreShare,
  ) {}

  async align(wavPath: string, script: string, options: TranscribeOptions): Promise<Recognition> {
    const tokens = tokeniseScript(script);
    if (tokens.length === 0) throw new PermanentJobError('The script has no words to align.');
    const dictionary = await loadPronunciations(path.join(this.modelDir, 'cmudict-en-us.dict'));
    const known = new Map<string, readonly string[]>();
    const modelKeys: string[] = [];
    const sentenceEnds: boolean[] = [];
    for (const token of tokens) {
      const phones = known.get(token.key) ?? pronounce(dictionary, token.key);
      // A word the dictionary cannot say is left out of the model; its time is guessed later.
      if (phones.length === 0) continue;
      known.set(token.key, phones);
      modelKeys.push(token.key);
      sentenceEnds.push(isSentenceEnd(token.text));
    }
    if (modelKeys.length === 0) {
      throw new PermanentJobError('None of the script’s words are English words the aligner knows.');
    }

    const durationMs = options.durationMs ?? (await wavDurationMs(wavPath));
    const dir = await mkdtemp(path.join(os.tmpdir(), 'captionist-align-'));
    try {
      const lm = path.join(dir, 'script.lm');
      const dict = path.join(dir, 'script.dict');
      await writeFile(lm, buildScriptLanguageModel(modelKeys, sentenceEnds));
      await writeFile(dict, buildScriptDictionary(known));
      const args = [...pocketsphinxModelArgs(this.modelDir), '-lm', lm, '-dict', dict];
      // Every chunk decodes with the whole script's model; the alignment afterwards decides
      // which script words each chunk's words are.
      const heard = await transcribeInChunks(
        wavPath,
        { maxMs: POCKETSPHINX_CHUNK_MS },
        options,
        async (chunk, o) => {
          const words = await this.cores.use(1, o.signal, () => runPocketsphinx(chunk.path, args, o));
          return { language: 'en-US', words: words.map((w) => ({ ...w, text: w.word })) };
        },
      );
      if (heard.words.length === 0) {
        throw new PermanentJobError('No speech was found in the audio to align the script with.');
      }
      const words = alignToScript(
        tokens,
        heard.words.map((w) => ({ word: w.text, start: w.start, end: w.end, confidence: w.confidence ?? 0 })),
        durationMs,
      );
      return { language: 'en-US', words: normaliseWords(words, { durationMs }) };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
