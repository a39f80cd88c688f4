// AI suggestions for a video (spec §7 get-ai-title-hook, get-broll-keywords). `source` says who
// made them: "ai" (the configured chat model) or "basic" (offline extraction, labelled as such).
import { z } from 'zod';
import { defineRoute } from './route-contract';

export const suggestionSources = ['ai', 'basic'] as const;
export type SuggestionSource = (typeof suggestionSources)[number];

/** Shorter than a hook title may be (video-edits HOOK_TEXT_MAX), so every suggestion fits. */
export const HOOK_SUGGESTION_MAX = 80;
export const HOOKS_MAX = 5;
export const BROLL_KEYWORDS_MAX = 30;
export const BROLL_KEYWORD_MAX = 60;

export const videoSuggestionRequestSchema = z.object({
  vid: z.string({ error: 'The video is required.' }).min(1, 'The video is required.').max(64),
});
export type VideoSuggestionRequest = z.infer<typeof videoSuggestionRequestSchema>;

/** The AI gives 3–5 hooks; basic suggestions can give fewer for a very short transcript. */
export const titleHooksResponseSchema = z.object({
  source: z.enum(suggestionSources),
  hooks: z.array(z.string().min(1).max(HOOK_SUGGESTION_MAX)).min(1).max(HOOKS_MAX),
});
export type TitleHooksResponse = z.infer<typeof titleHooksResponseSchema>;

/** A visual keyword for the words start_word…end_word (indexes into the transcript, inclusive). */
export const brollKeywordSchema = z.object({
  keyword: z.string().min(1).max(BROLL_KEYWORD_MAX),
  start_word: z.number().int().min(0),
  end_word: z.number().int().min(0),
  start_ms: z.number().int().min(0),
  end_ms: z.number().int().min(0),
});
export type BrollKeyword = z.infer<typeof brollKeywordSchema>;

export const brollKeywordsResponseSchema = z.object({
  source: z.enum(suggestionSources),
  keywords: z.array(brollKeywordSchema).max(BROLL_KEYWORDS_MAX),
});
export type BrollKeywordsResponse = z.infer<typeof brollKeywordsResponseSchema>;

/** Words worth emphasising (docs/captions.md "Emphasis") or an emoji, by transcript index. */
export const EMPHASIS_WORDS_MAX = 1000;

export const emphasisWordSchema = z.object({
  index: z.number().int().min(0),
  /** 0–1: how much the word carries; the editor emphasises the best of each caption group. */
  score: z.number().min(0).max(1),
});
export type EmphasisWord = z.infer<typeof emphasisWordSchema>;

export const emphasisWordsResponseSchema = z.object({
  source: z.enum(suggestionSources),
  words: z.array(emphasisWordSchema).max(EMPHASIS_WORDS_MAX),
});
export type EmphasisWordsResponse = z.infer<typeof emphasisWordsResponseSchema>;

/** An emoji that fits a word of the transcript (docs/captions.md "Auto emoji"). */
export const emojiWordSchema = z.object({
  index: z.number().int().min(0),
  emoji: z.string().min(1).max(32),
  /** 0–1: how surely it fits; the editor adds the best of each caption group. */
  score: z.number().min(0).max(1),
});
export type EmojiWord = z.infer<typeof emojiWordSchema>;

export const emojiWordsResponseSchema = z.object({
  source: z.enum(suggestionSources),
  words: z.array(emojiWordSchema).max(EMPHASIS_WORDS_MAX),
});
export type EmojiWordsResponse = z.infer<typeof emojiWordsResponseSchema>;

// ---- routes (docs/ai-and-stock.md) ------------------------------------------------------------
// 409: the video has no (or an empty) transcript; 502–504: the model failed, is busy or too slow.
const suggestionErrors = [404, 409, 502, 503, 504] as const;

export const aiApi = {
  titleHooks: defineRoute({
    method: 'POST',
    path: '/user/media/get-ai-title-hook',
    summary: "Hook titles for the video's first seconds (from the model, or basic extraction).",
    access: 'user',
    body: videoSuggestionRequestSchema,
    data: titleHooksResponseSchema,
    errors: suggestionErrors,
  }),
  brollKeywords: defineRoute({
    method: 'POST',
    path: '/user/media/get-broll-keywords',
    summary: 'Visual keywords for stretches of the transcript (from the model, or basic extraction).',
    access: 'user',
    body: videoSuggestionRequestSchema,
    data: brollKeywordsResponseSchema,
    errors: suggestionErrors,
  }),
  emojiWords: defineRoute({
    method: 'POST',
    path: '/user/media/get-emoji-words',
    summary:
      'Emoji that fit words of the transcript, each with how surely (from the model, or an offline keyword table).',
    access: 'user',
    body: videoSuggestionRequestSchema,
    data: emojiWordsResponseSchema,
    errors: suggestionErrors,
  }),
  emphasisWords: defineRoute({
    method: 'POST',
    path: '/user/media/get-emphasis-words',
    summary:
      'Words of the transcript worth emphasising in the captions: numbers, names, strong and rare words (from the model, or offline analysis).',
    access: 'user',
    body: videoSuggestionRequestSchema,
    data: emphasisWordsResponseSchema,
    errors: suggestionErrors,
  }),
};
