// AI suggestions for one of the signed-in user's videos, from its stored transcript: the
// configured chat model when there is one, else the offline basic suggestions.
import { splitEmoji } from '@captionist/captions';
import {
  type BrollKeywordsResponse,
  type EmojiWordsResponse,
  type EmphasisWordsResponse,
  HOOK_SUGGESTION_MAX,
  type TitleHooksResponse,
  type TranscriptWord,
} from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { emojiArtFor } from '../emoji/emoji-art-store';
import { findVideo } from '../videos/video-queries';
import { aiMessages, aiRateLimit } from './ai-messages';
import {
  BROLL_PROMPT_WORDS,
  brollPrompt,
  cleanHooks,
  emojiPrompt,
  emphasisPrompt,
  hookPrompt,
  WORD_PROMPT_WORDS,
} from './ai-prompts';
import { basicEmojiWords } from './basic-emoji';
import { basicEmphasisWords } from './basic-emphasis';
import { basicTitleHooks } from './basic-hooks';
import { basicBrollKeywords } from './basic-keywords';
import { type ChatCompletion, configuredChat } from './chat-completion';
import { keywordsInTranscript } from './keyword-ranges';

export class AiService {
  readonly #chat: ChatCompletion | null;
  readonly #limiter: RateLimiter;

  constructor(private readonly context: AppContext) {
    this.#chat = configuredChat(context);
    this.#limiter = new RateLimiter(context.database.db);
  }

  async titleHooks(userId: string, videoId: string): Promise<TitleHooksResponse> {
    const words = await this.#transcriptWords(userId, videoId);
    if (!this.#chat) return { source: 'basic', hooks: basicTitleHooks(words) };
    const answer = await this.#chat.requestStructuredAnswer({ ...hookPrompt, user: hookPrompt.user(words) });
    const hooks = cleanHooks(answer.hooks, HOOK_SUGGESTION_MAX);
    if (hooks.length === 0) throw new AppError(502, aiMessages.schemaViolation);
    return { source: 'ai', hooks };
  }

  async brollKeywords(userId: string, videoId: string): Promise<BrollKeywordsResponse> {
    const words = await this.#transcriptWords(userId, videoId);
    if (!this.#chat) return { source: 'basic', keywords: basicBrollKeywords(words) };
    const answer = await this.#chat.requestStructuredAnswer({
      ...brollPrompt,
      user: brollPrompt.user(words),
    });
    const { keywords, rejected } = keywordsInTranscript(answer.keywords, words, BROLL_PROMPT_WORDS);
    if (rejected > 0)
      this.context.logger.warn({ rejected }, 'AI b-roll ranges outside the transcript dropped');
    if (keywords.length === 0 && rejected > 0) throw new AppError(502, aiMessages.rangesOutside);
    return { source: 'ai', keywords };
  }

  /**
   * The model's emoji, one per word, kept only when each is a single emoji we have artwork for
   * (what the captions can draw); they score 1 down to 0.5 in the order the model gave them.
   */
  async emojiWords(userId: string, videoId: string): Promise<EmojiWordsResponse> {
    return this.emojiFor(await this.#transcriptWords(userId, videoId));
  }

  /** emojiWords for any of the user's words (the accepted clips' together); the caller counted the request. */
  async emojiFor(words: TranscriptWord[]): Promise<EmojiWordsResponse> {
    if (!this.#chat) return { source: 'basic', words: basicEmojiWords(words) };
    const answer = await this.#chat.requestStructuredAnswer({
      ...emojiPrompt,
      user: emojiPrompt.user(words),
    });
    const limit = Math.min(words.length, WORD_PROMPT_WORDS);
    const drawable = await emojiArtFor(answer.emoji.map((pick) => pick.emoji));
    const seen = new Set<number>();
    const kept = answer.emoji.filter(({ index, emoji }) => {
      const pieces = splitEmoji(emoji.trim());
      const single = pieces.length === 1 && 'emoji' in (pieces[0] ?? {}) && drawable.has(emoji.trim());
      if (!single || index >= limit || seen.has(index)) return false;
      seen.add(index);
      return true;
    });
    if (kept.length === 0 && answer.emoji.length > 0) throw new AppError(502, aiMessages.unusableEmoji);
    const ranked = kept.map(({ index, emoji }, rank) => ({
      index,
      emoji: emoji.trim(),
      score: rankScore(rank, kept.length),
    }));
    return { source: 'ai', words: ranked.sort((a, b) => a.index - b.index) };
  }

  /** The model's picks score 1 down to 0.5 in the order it ranked them; indexes outside the transcript are dropped. */
  async emphasisWords(userId: string, videoId: string): Promise<EmphasisWordsResponse> {
    return this.emphasisFor(await this.#transcriptWords(userId, videoId));
  }

  /** emphasisWords for any of the user's words; the caller counted the request. */
  async emphasisFor(words: TranscriptWord[]): Promise<EmphasisWordsResponse> {
    if (!this.#chat) return { source: 'basic', words: basicEmphasisWords(words) };
    const answer = await this.#chat.requestStructuredAnswer({
      ...emphasisPrompt,
      user: emphasisPrompt.user(words),
    });
    const limit = Math.min(words.length, WORD_PROMPT_WORDS);
    const ranked = [...new Set(answer.indexes)].filter((index) => index < limit);
    if (ranked.length === 0 && answer.indexes.length > 0) throw new AppError(502, aiMessages.wordsOutside);
    const picked = ranked.map((index, rank) => ({ index, score: rankScore(rank, ranked.length) }));
    return { source: 'ai', words: picked.sort((a, b) => a.index - b.index) };
  }

  /** The owner's transcript words; counts one hit against the user's suggestion limit. */
  async #transcriptWords(userId: string, videoId: string): Promise<TranscriptWord[]> {
    const video = await findVideo(this.context.database.db, userId, videoId);
    if (!video) throw AppError.notFound(aiMessages.videoMissing);
    const { transcript } = video;
    if (!transcript) throw new AppError(409, aiMessages.noTranscript);
    if (transcript.words.length === 0) throw new AppError(409, aiMessages.emptyTranscript);
    await this.countRequest(userId);
    return transcript.words;
  }

  /** One hit against the user's limit of AI suggestions (AI_CALLS_PER_10_MINUTES). */
  countRequest(userId: string): Promise<void> {
    return this.#limiter.hit(aiRateLimit(this.context.config.AI_CALLS_PER_10_MINUTES), userId);
  }
}

/** A model's picks, best first, score from 1 down towards 0.5 (always above the editor's thresholds). */
const rankScore = (rank: number, count: number) => Math.round((1 - rank / (2 * count)) * 100) / 100;
