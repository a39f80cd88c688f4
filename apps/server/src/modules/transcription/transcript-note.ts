// The note a finished run leaves on its transcript: why the words are missing or rough, and what
// would make them better (docs/transcription.md). Null when there is nothing to say.
import { AUTO_LANGUAGE, languageName, type TranscriptEngine } from '@captionist/contracts';
import type { Recognition } from './transcriber';
import { transcriptNotes } from './transcription-messages';

/** `asked` is the video's language: a code, or "auto". */
export function noteFor(
  engine: TranscriptEngine,
  recognition: Pick<Recognition, 'language' | 'words'>,
  asked: string,
): string | null {
  if (recognition.words.length === 0) return transcriptNotes.silence;
  const askedName = asked === AUTO_LANGUAGE ? null : languageName(asked);
  const heard = recognition.language.toLowerCase().split(/[-_]/)[0];
  const otherLanguage = askedName !== null && heard !== asked;
  if (engine === 'pocketsphinx')
    return askedName !== null && otherLanguage
      ? transcriptNotes.offlineEngineLanguage(askedName)
      : transcriptNotes.offlineEngine;
  if (engine === 'whisper' && askedName !== null && otherLanguage)
    return transcriptNotes.whisperLanguage(
      askedName,
      languageName(recognition.language) ?? recognition.language,
    );
  return null;
}
