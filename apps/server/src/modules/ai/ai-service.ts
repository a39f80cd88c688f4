// AI suggestions for one of the signed-in user's videos, from its stored transcript: the
// configured chat model when there is one, else the offline basic suggestions.
import {
  type BrollKeywordsResponse,
  HOOK_SUGGESTION_MAX,
  type TitleHooksResponse,
  type TranscriptWord,
} from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { findVideo } from '../videos/video-queries';
import { aiMessages, aiRateLimit } from './ai-messages';
import { BROLL_PROMPT_WORDS, brollPrompt, cleanHooks, hookPrompt } from './ai-prompts';
import { basicTitleHooks } from './basic-hooks';
import { basicBrollKeywords } from './basic-keywords';
import { ChatCompletion } from './chat-completion';
import { keywordsInTranscript } from './keyword-ranges';

export class AiService {
  readonly #chat: ChatCompletion | null;
  readonly #limiter: RateLimiter;

  constructor(private readonly context: AppContext) {
    const { LLM_BASE_URL, LLM_MODEL, LLM_API_KEY, LLM_TIMEOUT_MS, LLM_API_ATTEMPTS } = context.config;
    this.#chat =
      LLM_BASE_URL && LLM_MODEL
        ? new ChatCompletion(
            {
              baseUrl: LLM_BASE_URL,
              model: LLM_MODEL,
              apiKey: LLM_API_KEY,
              timeoutMs: LLM_TIMEOUT_MS,
              attempts: LLM_API_ATTEMPTS,
            },
            context.logger,
          )
        : null;
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

  /** The owner's transcript words; counts one hit against the user's suggestion limit. */
  async #transcriptWords(userId: string, videoId: string): Promise<TranscriptWord[]> {
    const video = await findVideo(this.context.database.db, userId, videoId);
    if (!video) throw AppError.notFound(aiMessages.videoMissing);
    const { transcript } = video;
    if (!transcript) throw new AppError(409, aiMessages.noTranscript);
    if (transcript.words.length === 0) throw new AppError(409, aiMessages.emptyTranscript);
    await this.#limiter.hit(aiRateLimit(this.context.config.AI_CALLS_PER_10_MINUTES), userId);
    return transcript.words;
  }
}
