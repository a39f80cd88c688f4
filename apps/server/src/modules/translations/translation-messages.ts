// What a person reads about a translation: why it cannot start, and why it failed.
import { TRANSLATION_WORDS_MAX } from '@captionist/contracts';

export const translationMessages = {
  videoMissing: 'This video does not exist.',
  translationMissing: 'This video has no translation into that language.',
  noTranscript: 'This video has no transcript yet: transcribe it first, then translate it.',
  emptyTranscript: 'This video’s transcript has no words to translate.',
  tooLong: (words: number) =>
    `Translations are limited to ${TRANSLATION_WORDS_MAX.toLocaleString('en')} words, and this transcript has ${words.toLocaleString('en')}. Find clips in it and translate those.`,
  running: 'This translation is still being made. Wait until it finishes.',
  needsLanguageModel: (language: string) =>
    `Translating into ${language} needs a language model on this server: ask your administrator to set one up. Without one, captions can be translated into English only.`,
  needsMultilingualModel:
    'Translating without a language model needs the multilingual Whisper model on this server: ask your administrator to install it, or to set up a language model.',
  sameLanguage: (language: string) => `The words are in ${language} already.`,
  wrongCount: (asked: number, answered: number) =>
    `The language model answered ${answered} translations for ${asked} sentences. Try again; if it keeps happening, ask your administrator to check the model.`,
  wrongLanguage: (language: string) =>
    `The language model did not answer in ${language}. Try again; if it keeps happening, ask your administrator to check the model.`,
  emptyAnswer:
    'The language model answered with empty translations. Try again; if it keeps happening, ask your administrator to check the model.',
  keptFailing: 'The translation failed several times in a row. Please try again in a few minutes.',
};
