// A video's translations for its owner (contracts: translationsApi): listed with the spoken
// sentences changed since each was made, started as a queue job, saved as edited, deleted.
import { randomUUID } from 'node:crypto';
import { sentencesOf } from '@captionist/captions';
import {
  languageName,
  primaryLanguage,
  TRANSLATION_WORDS_MAX,
  type TranscriptWord,
  type Translation,
  type TranslationLanguage,
} from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import type { TranslatedSource } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { aiRateLimit } from '../ai/ai-messages';
import { configuredChat } from '../ai/chat-completion';
import { wordsBeyondVideo } from '../transcription/transcription-service';
import { findVideo, type VideoRow } from '../videos/video-queries';
import { translationMessages } from './translation-messages';
import {
  deleteTranslation,
  findTranslation,
  listTranslations,
  saveTranslationWords,
  startTranslationRun,
  type TranslationRow,
} from './translation-queries';

export interface TranslationJob {
  videoId: string;
  language: string;
  runId: string;
}

export class TranslationService {
  readonly #limiter: RateLimiter;

  constructor(private readonly context: AppContext) {
    this.#limiter = new RateLimiter(context.database.db);
  }

  async list(userId: string, videoId: string): Promise<Translation[]> {
    const video = await this.#video(userId, videoId);
    const rows = await listTranslations(this.context.database.db, video.id);
    return rows.map((row) => toTranslation(row, video));
  }

  async translate(userId: string, videoId: string, language: TranslationLanguage): Promise<Translation> {
    const { db } = this.context.database;
    const video = await this.#video(userId, videoId);
    const words = video.transcript?.words;
    if (!video.transcript || !words) throw new AppError(409, translationMessages.noTranscript);
    if (words.length === 0) throw new AppError(409, translationMessages.emptyTranscript);
    if (words.length > TRANSLATION_WORDS_MAX)
      throw new AppError(422, translationMessages.tooLong(words.length));
    const name = languageName(language) ?? language;
    if (primaryLanguage(video.transcript.language) === language)
      throw new AppError(422, translationMessages.sameLanguage(name));
    if ((await findTranslation(db, video.id, language))?.status === 'running')
      throw new AppError(409, translationMessages.running);
    // Without a language model, only the multilingual whisper model's own task: into English.
    const engine = configuredChat(this.context) ? 'llm' : language === 'en' ? 'whisper' : null;
    if (!engine) throw new AppError(409, translationMessages.needsLanguageModel(name));
    await this.#limiter.hit(aiRateLimit(this.context.config.AI_CALLS_PER_10_MINUTES), userId);
    const runId = randomUUID();
    const row = await startTranslationRun(db, { videoId: video.id, language, engine, runId });
    await this.context.queue.send('videos.translate', {
      videoId: video.id,
      language,
      runId,
    } satisfies TranslationJob);
    return toTranslation(row, video);
  }

  async save(
    userId: string,
    videoId: string,
    language: string,
    words: TranscriptWord[],
  ): Promise<Translation> {
    const { db } = this.context.database;
    const video = await this.#video(userId, videoId);
    const found = await findTranslation(db, video.id, language);
    if (!found) throw AppError.notFound(translationMessages.translationMissing);
    if (found.status === 'running') throw new AppError(409, translationMessages.running);
    const beyond = wordsBeyondVideo(words, video.durationMs ?? 0);
    if (beyond) throw AppError.invalid(beyond);
    const row = await saveTranslationWords(db, video.id, language, words);
    if (!row) throw new AppError(409, translationMessages.running);
    return toTranslation(row, video);
  }

  async remove(userId: string, videoId: string, language: string): Promise<void> {
    const video = await this.#video(userId, videoId);
    if (!(await deleteTranslation(this.context.database.db, video.id, language)))
      throw AppError.notFound(translationMessages.translationMissing);
  }

  async #video(userId: string, videoId: string): Promise<VideoRow> {
    const video = await findVideo(this.context.database.db, userId, videoId);
    if (!video) throw AppError.notFound(translationMessages.videoMissing);
    return video;
  }
}

/** The spoken sentences a translation is made from, as it keeps them. */
export function sourceSentences(
  video: Pick<VideoRow, 'transcript'>,
): (TranslatedSource & { first: number; last: number })[] {
  const transcript = video.transcript;
  if (!transcript) return [];
  return sentencesOf(transcript.words, primaryLanguage(transcript.language) || 'en').map(
    ({ start, end, text, first, last }) => ({ start, end, text, first, last }),
  );
}

/**
 * The spoken sentences now whose text differs from the one it was made from that overlaps them
 * most (none while it runs or failed): what the editor offers to translate again.
 */
function changedSince(row: TranslationRow, video: Pick<VideoRow, 'transcript'>): TranslatedSource[] {
  if (row.status !== 'done') return [];
  return sourceSentences(video)
    .filter((now) => {
      let best: TranslatedSource | undefined;
      let bestOverlap = 0;
      for (const then of row.source) {
        const overlap = Math.min(now.end, then.end) - Math.max(now.start, then.start);
        if (overlap > bestOverlap) [best, bestOverlap] = [then, overlap];
      }
      return best?.text !== now.text;
    })
    .map(({ start, end, text }) => ({ start, end, text }));
}

function toTranslation(row: TranslationRow, video: Pick<VideoRow, 'transcript'>): Translation {
  return {
    language: row.language as TranslationLanguage,
    status: row.status,
    progress: row.progress,
    error: row.error,
    engine: row.engine,
    words: row.words,
    changed_sentences: changedSince(row, video),
    updated_at: row.updatedAt.toISOString(),
  };
}
