// A video's translations (contracts: translationsApi): listed, started, saved as edited, deleted.
import {
  type TranscriptWord,
  type Translation,
  type TranslationLanguage,
  translationsApi,
} from '@captionist/contracts';
import { callApi } from '../../lib/call-api';

export const fetchTranslations = (videoId: string): Promise<Translation[]> =>
  callApi(translationsApi.list, { params: { vid: videoId } });

export const startTranslation = (videoId: string, language: TranslationLanguage): Promise<Translation> =>
  callApi(translationsApi.translate, { params: { vid: videoId }, body: { language } });

export const saveTranslation = (
  videoId: string,
  language: string,
  words: TranscriptWord[],
): Promise<Translation> =>
  callApi(translationsApi.save, { params: { vid: videoId, language }, body: { words } });

export const deleteTranslation = (videoId: string, language: string) =>
  callApi(translationsApi.remove, { params: { vid: videoId, language } });

/** A caption file of one translation (or of the spoken words), downloaded by the browser. */
export const translationFileUrl = (videoId: string, language: string, format: 'srt' | 'vtt' | 'ass') =>
  `/api/user/videos/${encodeURIComponent(videoId)}/captions.${format}?language=${encodeURIComponent(language)}`;
