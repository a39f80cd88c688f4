// Which engine made a transcript, as a person reads it, so they know how far to trust the words.
import type { TranscriptEngine } from '@captionist/contracts';

export interface TranscriptEngineView {
  /** Short, for the badge above the words. */
  label: string;
  /** One sentence on where the words came from and how good they tend to be. */
  description: string;
}

export const transcriptEngineViews: Record<TranscriptEngine, TranscriptEngineView> = {
  whisper: {
    label: 'Whisper',
    description: 'Transcribed by Whisper, an accurate speech model on our server.',
  },
  pocketsphinx: {
    label: 'Basic offline engine',
    description: 'Transcribed by the basic offline engine (PocketSphinx), which often mishears words.',
  },
  aligned: {
    label: 'Your script, lined up with the sound',
    description: 'Your pasted script, each word timed to the sound.',
  },
  openai: { label: 'OpenAI', description: 'Transcribed by OpenAI’s speech-to-text service.' },
  deepgram: { label: 'Deepgram', description: 'Transcribed by Deepgram’s speech-to-text service.' },
  edited: { label: 'Edited by you', description: 'The words as you last saved them.' },
  imported: {
    label: 'Your subtitle file',
    description: 'The words of your subtitle file, each timed within its subtitle.',
  },
};
