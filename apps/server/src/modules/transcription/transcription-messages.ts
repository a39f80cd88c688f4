// What the person using the product reads about a transcript: notes on empty or rough
// transcripts, and the reasons a transcription failed or cannot start.

export const transcriptNotes = {
  noSound: 'This video has no sound, so there is nothing to transcribe.',
  silence: 'No speech was heard in this video.',
  // PocketSphinx's free recognition is weak; say so, and how to get the exact words. What the
  // operator can do about it goes to the log (modelAdvice), never to the person: no commands here.
  offlineEngine:
    'Transcribed with the basic offline engine, which often mishears words. For accurate words, ' +
    'paste the script you spoke and we will line it up with the sound, or ask your administrator ' +
    'to install the Whisper speech model, then transcribe the video again.',
  // Asked for another language, PocketSphinx still hears US English: its words are not worth editing.
  offlineEngineLanguage: (language: string) =>
    `Transcribed with the basic offline engine, which understands US English only, so these are not ` +
    `${language} words. Transcribing ${language} needs a multilingual Whisper model on this server: ` +
    `ask your administrator to install one, then transcribe the video again in ${language}.`,
  // An English-only Whisper model (base.en) asked for another language: the multilingual one is missing.
  whisperLanguage: (asked: string, heard: string) =>
    `You asked for ${asked}, but the installed Whisper model transcribed ${heard}; it may know ` +
    `English only. Transcribing ${asked} needs a multilingual Whisper model on this server: ask ` +
    `your administrator to install one, then transcribe the video again.`,
};

export const transcriptionErrors = {
  unreadableSound:
    'We could not read the sound of this video (it may be damaged). Try exporting it again as MP4 with AAC sound.',
  keptFailing:
    'Transcription failed several times in a row. Please try again in a few minutes; if it keeps failing, contact support.',
};

export const transcriptionConflicts = {
  running: 'This video is being transcribed already. Wait until it finishes.',
  notProcessed: 'This video is still being uploaded or processed. Wait until it is ready.',
  rendering: 'This video is being rendered. Wait until the render finishes.',
  unusable: 'This video could not be processed, so it has no transcript.',
  notFailed:
    'This video already has a transcript. Edit it, transcribe it again, or paste your script to line it up.',
  noSound: 'This video has no sound, so there is nothing to line up with your script.',
  noTranscript: 'This video has no transcript yet.',
  noTranslation: 'This video has no finished translation into that language.',
};

/** What the operator reads in the log when a transcript's note asks for a model (docs/transcription.md). */
export const modelAdvice = {
  whisper:
    'Transcribed with PocketSphinx: install the Whisper model for accurate words (npm run models -- install base.en).',
  multilingual: (language: string) =>
    `A video asked for ${language} was transcribed by an English-only engine: install the multilingual Whisper model (npm run models -- install small).`,
};
