// The note a finished run leaves on its transcript: why the words are missing or rough, and what
// would make them better (docs/transcription.md). Null when there is nothing to say.
import {
  AUTO_LANGUAGE,
  languageName,
  primaryLanguage,
  type Transcript,
  type TranscriptEngine,
} from '@captionist/contracts';
import type { Logger } from 'pino';
import type { Recognition } from './transcriber';
import { modelAdvice, transcriptNotes } from './transcription-messages';

type Heard = Pick<Recognition, 'language' | 'words'>;

/** Why a run's words are missing or rough, if they are. `asked` is the video's language: a code, or "auto". */
function shortfall(engine: TranscriptEngine, recognition: Heard, asked: string) {
  if (recognition.words.length === 0) return { kind: 'silence' } as const;
  const askedName = asked === AUTO_LANGUAGE ? null : languageName(asked);
  const heard = primaryLanguage(recognition.language);
  const otherLanguage = askedName !== null && heard !== asked ? askedName : null;
  if (engine === 'pocketsphinx')
    return otherLanguage
      ? ({ kind: 'offline-language', asked: otherLanguage } as const)
      : ({ kind: 'offline' } as const);
  if (engine === 'whisper' && otherLanguage)
    return {
      kind: 'whisper-language',
      asked: otherLanguage,
      heard: languageName(recognition.language) ?? recognition.language,
    } as const;
  return null;
}

/** The note on the transcript, for the person: what happened and what they can do, no command. */
export function noteFor(engine: TranscriptEngine, recognition: Heard, asked: string): string | null {
  const found = shortfall(engine, recognition, asked);
  switch (found?.kind) {
    case 'silence':
      return transcriptNotes.silence;
    case 'offline':
      return transcriptNotes.offlineEngine;
    case 'offline-language':
      return transcriptNotes.offlineEngineLanguage(found.asked);
    case 'whisper-language':
      return transcriptNotes.whisperLanguage(found.asked, found.heard);
    default:
      return null;
  }
}

/** What the operator can do about the same run (the model to install), for the log; null when nothing. */
export function operatorAdviceFor(
  engine: TranscriptEngine,
  recognition: Heard,
  asked: string,
): string | null {
  const found = shortfall(engine, recognition, asked);
  if (found?.kind === 'offline') return modelAdvice.whisper;
  if (found?.kind === 'offline-language' || found?.kind === 'whisper-language')
    return modelAdvice.multilingual(found.asked);
  return null;
}

/** Tells the operator, in the log, what would make a finished run's words better (the model to install). */
export function adviseOperator(logger: Logger, videoId: string, transcript: Transcript, asked: string): void {
  const advice = operatorAdviceFor(transcript.engine, transcript, asked);
  if (advice) logger.warn({ videoId }, advice);
}
