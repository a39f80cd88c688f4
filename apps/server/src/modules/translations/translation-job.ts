// The "videos.translate" job (docs/translation.md): the video's spoken sentences translated by the
// language model and laid on their own times, or, offline, the speech translated into English by
// the multilingual whisper model; progress on the translation's row, the result written only by
// the run that started it. A failure ends the run with a reason the person can act on.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { languageName, primaryLanguage, type TranscriptWord } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { soundMap } from '../../platform/media/probe-media';
import type { Job } from '../../platform/queue/job-queue';
import { finalFailureReason, PermanentJobError } from '../../platform/queue/permanent-job-error';
import { configuredChat } from '../ai/chat-completion';
import { throttledProgress } from '../transcription/throttled-progress';
import type { Transcriber } from '../transcription/transcriber';
import { extractSound } from '../transcription/transcription-job';
import { findVideoForJob, type VideoRow } from '../videos/video-queries';
import { translateSentences } from './llm-translation';
import { timeTranslatedSentence } from './timed-translation';
import { translationMessages } from './translation-messages';
import {
  failTranslationRun,
  findTranslation,
  finishTranslationRun,
  setTranslationProgress,
} from './translation-queries';
import { sourceSentences, type TranslationJob } from './translation-service';

export async function runTranslationJob(
  context: AppContext,
  job: Job<TranslationJob>,
  speech: Pick<Transcriber, 'translateToEnglish'>,
): Promise<void> {
  const { db } = context.database;
  const run = job.data;
  const [video, row] = await Promise.all([
    findVideoForJob(db, run.videoId),
    findTranslation(db, run.videoId, run.language),
  ]);
  // Deleted, replaced by a newer run, or ended already.
  if (!video || !row || row.runId !== run.runId || row.status !== 'running') return;
  const progress = throttledProgress((percent) =>
    setTranslationProgress(db, run, percent).catch((err) =>
      context.logger.warn({ err, videoId: video.id }, 'translation progress not written'),
    ),
  );
  try {
    const sentences = sourceSentences(video);
    const words =
      row.engine === 'whisper'
        ? await translatedSpeech(context, video, speech, job, progress.report)
        : await translatedSentences(context, sentences, run.language, job.signal, progress.report);
    await progress.settled();
    const source = sentences.map(({ start, end, text }) => ({ start, end, text }));
    await finishTranslationRun(db, run, { words, source });
  } catch (err) {
    // The model answered garbage, refused or the key is wrong: asking again will not help.
    const permanent =
      err instanceof AppError && err.statusCode === 502
        ? new PermanentJobError(err.message, { cause: err })
        : err;
    const last = err instanceof AppError ? err.message : translationMessages.keptFailing;
    const reason = finalFailureReason(permanent, job, last);
    if (reason === null) throw err;
    context.logger.warn({ err, videoId: video.id, language: run.language }, 'translation failed');
    await failTranslationRun(db, run, reason);
  }
}

async function translatedSentences(
  context: AppContext,
  sentences: ReturnType<typeof sourceSentences>,
  language: string,
  signal: AbortSignal,
  onProgress: (percent: number) => void,
): Promise<TranscriptWord[]> {
  const chat = configuredChat(context);
  const name = languageName(language) ?? language;
  if (!chat) throw new PermanentJobError(translationMessages.needsLanguageModel(name));
  const texts = await translateSentences(
    sentences.map((sentence) => sentence.text),
    { chat, language, languageName: name, onProgress, signal },
  );
  return sentences.flatMap((sentence, i) => timeTranslatedSentence(texts[i] ?? '', sentence, language));
}

async function translatedSpeech(
  context: AppContext,
  video: VideoRow,
  speech: Pick<Transcriber, 'translateToEnglish'>,
  { signal }: Job<unknown>,
  onProgress: (percent: number) => void,
): Promise<TranscriptWord[]> {
  const translate = speech.translateToEnglish;
  if (!translate) throw new PermanentJobError(translationMessages.needsMultilingualModel);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'captionist-translate-'));
  try {
    const wavPath = path.join(workDir, 'audio.wav');
    await context.storage.withLocalFile(video.storageKey, (source) =>
      extractSound(source, wavPath, soundMap(video.probe), signal),
    );
    const recognition = await translate(wavPath, {
      onProgress,
      signal,
      language: video.transcript ? primaryLanguage(video.transcript.language) : video.language,
      ...(video.durationMs ? { durationMs: video.durationMs } : {}),
    });
    return recognition.words.map((word) => ({ ...word, confidence: word.confidence ?? null }));
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
