// Which engine made a transcript, as a person reads it, so they know how far to trust the words.
import type { TranscriptEngine } from '@captionist/contracts';

export const transcriptEngineLabels: Record<TranscriptEngine, string> = {
  pocketsphinx: 'Offline engine (PocketSphinx)',
  aligned: 'Your script, lined up with the sound',
  whisper: 'Whisper',
  openai: 'OpenAI',
  deepgram: 'Deepgram',
  edited: 'Edited by you',
};
