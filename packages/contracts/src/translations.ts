// Translated captions (issue 35, docs/translation.md): a video's words in another language, a
// transcript of their own (edited word by word, exported, chosen for the captions), made sentence
// by sentence by the configured language model, or offline into English by the multilingual
// whisper model. Each translated sentence keeps its source sentence's start and end.
import { z } from 'zod';
import { messageSchema } from './auth';
import { defineRoute } from './route-contract';
import { transcriptWordsSchema } from './transcription';
import { type LanguageCode, languageName } from './transcription-languages';

/** The languages captions can be translated into (40 of whisper's, by how widely they are spoken online). */
export const translationLanguageCodes = [
  'en',
  'es',
  'pt',
  'fr',
  'de',
  'it',
  'nl',
  'pl',
  'ru',
  'uk',
  'tr',
  'ar',
  'he',
  'fa',
  'hi',
  'bn',
  'ur',
  'ta',
  'te',
  'mr',
  'th',
  'vi',
  'id',
  'ms',
  'tl',
  'zh',
  'ja',
  'ko',
  'sv',
  'da',
  'no',
  'fi',
  'el',
  'cs',
  'ro',
  'hu',
  'bg',
  'hr',
  'sr',
  'sw',
] as const satisfies readonly LanguageCode[];
export type TranslationLanguage = (typeof translationLanguageCodes)[number];

export const UNKNOWN_TRANSLATION_LANGUAGE =
  'Choose a language to translate into from the list (an ISO 639-1 code such as "es" or "ja").';

export const translationLanguageSchema = z.enum(translationLanguageCodes, {
  error: UNKNOWN_TRANSLATION_LANGUAGE,
});

export const translationLanguages = translationLanguageCodes.map((code) => ({
  code,
  name: languageName(code) ?? code,
}));

/** A longer transcript is translated clip by clip: a language model call per 40 sentences. */
export const TRANSLATION_WORDS_MAX = 20_000;

export const translationEngines = ['llm', 'whisper', 'edited'] as const;
export type TranslationEngine = (typeof translationEngines)[number];
export const translationStatuses = ['running', 'done', 'failed'] as const;

export const translationSchema = z.object({
  language: translationLanguageSchema,
  status: z.enum(translationStatuses),
  /** 0–100 while running. */
  progress: z.number().int(),
  /** Why it failed, for the person; null otherwise. */
  error: z.string().nullable(),
  /** `edited` once the person saved the words. */
  engine: z.enum(translationEngines),
  words: transcriptWordsSchema,
  /**
   * The sentences of the spoken transcript that changed since this translation was made (their
   * text now, and where they are), for the editor to say which to translate again.
   */
  changed_sentences: z.array(z.object({ start: z.number().int(), end: z.number().int(), text: z.string() })),
  updated_at: z.string(),
});
export type Translation = z.infer<typeof translationSchema>;

/** The spoken words, or a translation's: what captions and a second line may show. */
export const SPOKEN = 'spoken';
export const captionTrackSchema = z.union([z.literal(SPOKEN), translationLanguageSchema]);
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

export const translateRequestSchema = z.object({
  language: translationLanguageSchema,
});

export const saveTranslationSchema = z.object({ words: transcriptWordsSchema });

const vidParams = z.object({ vid: z.string().max(64) });
const languageParams = vidParams.extend({ language: z.string().max(16) });

export const translationsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/user/videos/:vid/translations',
    summary:
      "The video's translations, each with its words and the spoken sentences changed since it was made.",
    access: 'user',
    params: vidParams,
    data: z.array(translationSchema),
    errors: [404],
  }),
  translate: defineRoute({
    method: 'POST',
    path: '/user/videos/:vid/translations',
    summary:
      'Translates the transcript into `language` (replacing an earlier translation into it): with the configured language model, else offline into English only.',
    access: 'user',
    params: vidParams,
    body: translateRequestSchema,
    data: translationSchema,
    status: 202,
    errors: [404, 409, 422, 429],
    idempotent: true,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/user/videos/:vid/translations/:language',
    summary: "Saves a translation's words as edited.",
    access: 'user',
    params: languageParams,
    body: saveTranslationSchema,
    data: translationSchema,
    errors: [404, 409, 422],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/user/videos/:vid/translations/:language',
    summary: 'Deletes a translation (captions that showed it show the spoken words again).',
    access: 'user',
    params: languageParams,
    data: messageSchema,
    errors: [404],
  }),
};
