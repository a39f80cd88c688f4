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
};
