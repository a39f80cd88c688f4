// Sentences translated by the configured language model (docs/translation.md): 40 at a time,
// numbered, with the 3 sentences before them as context, asked for exactly one translation each.
// An answer with the wrong number of translations is split in halves and asked again, down to
// one sentence at a time; an answer in another script, or empty, is asked once more; then the
// run fails with what went wrong.
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import type { ChatCompletion } from '../ai/chat-completion';
import { translationMessages } from './translation-messages';
import { writtenIn } from './translation-script';

const BATCH = 40;
const CONTEXT = 3;

const answerSchema = z.object({ translations: z.array(z.string()) });

function prompt(languageName: string) {
  return [
    `You translate the captions of a short video into ${languageName}.`,
    'The user message is JSON: "context" holds the sentences spoken just before (for meaning only, do not translate them), "sentences" the sentences to translate, in order.',
    `Answer with "translations": exactly one ${languageName} translation for each sentence, in the same order, never merging or splitting sentences.`,
    'Translate as people speak, keep names and numbers, and write nothing else.',
  ].join(' ');
}

export interface LlmTranslation {
  chat: ChatCompletion;
  language: string;
  languageName: string;
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

export async function translateSentences(
  sentences: readonly string[],
  run: LlmTranslation,
): Promise<string[]> {
  const translated: string[] = [];
  for (let from = 0; from < sentences.length; from += BATCH) {
    run.signal.throwIfAborted();
    const batch = sentences.slice(from, from + BATCH);
    const context = sentences.slice(Math.max(0, from - CONTEXT), from);
    translated.push(...(await translateBatch(batch, context, run)));
    run.onProgress((Math.min(sentences.length, from + BATCH) / sentences.length) * 100);
  }
  return translated;
}

async function translateBatch(batch: string[], context: string[], run: LlmTranslation): Promise<string[]> {
  let problem = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    const answer = await run.chat.requestStructuredAnswer({
      name: 'translations',
      schema: answerSchema,
      system: prompt(run.languageName),
      user: JSON.stringify({ context, sentences: batch }),
    });
    const translations = answer.translations.map((text) => text.replace(/\s+/g, ' ').trim());
    if (translations.length !== batch.length) {
      if (batch.length === 1)
        throw new AppError(502, translationMessages.wrongCount(batch.length, translations.length));
      // Halves are easier to count: ask again for each, with its own context.
      const half = Math.ceil(batch.length / 2);
      const first = await translateBatch(batch.slice(0, half), context, run);
      const second = await translateBatch(
        batch.slice(half),
        batch.slice(Math.max(0, half - CONTEXT), half),
        run,
      );
      return [...first, ...second];
    }
    if (translations.some((text, i) => !text && (batch[i] ?? '').trim()))
      problem = translationMessages.emptyAnswer;
    else if (!writtenIn(translations, run.language))
      problem = translationMessages.wrongLanguage(run.languageName);
    else return translations;
  }
  throw new AppError(502, problem);
}
