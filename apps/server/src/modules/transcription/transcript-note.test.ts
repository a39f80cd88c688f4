import { describe, expect, it } from 'vitest';
import { noteFor, operatorAdviceFor } from './transcript-note';
import { modelAdvice, transcriptNotes } from './transcription-messages';

const word = { text: 'hallo', start: 0, end: 300, confidence: null };
const heard = (language: string) => ({ language, words: [word] });

describe('the note a run leaves on its transcript', () => {
  it('says no speech was heard, whatever the engine', () => {
    expect(noteFor('whisper', { language: 'en', words: [] }, 'auto')).toBe(transcriptNotes.silence);
  });

  it('tells how to get accurate words after the basic offline engine', () => {
    expect(noteFor('pocketsphinx', heard('en-US'), 'auto')).toBe(transcriptNotes.offlineEngine);
    expect(noteFor('pocketsphinx', heard('en-US'), 'en')).toBe(transcriptNotes.offlineEngine);
    expect(operatorAdviceFor('pocketsphinx', heard('en-US'), 'auto')).toBe(modelAdvice.whisper);
  });

  it('says the offline engine could not hear the language asked for, and names the model that can', () => {
    const note = noteFor('pocketsphinx', heard('en-US'), 'de');
    expect(note).toBe(transcriptNotes.offlineEngineLanguage('German'));
    expect(operatorAdviceFor('pocketsphinx', heard('en-US'), 'de')).toBe(modelAdvice.multilingual('German'));
  });

  it('says when Whisper heard another language than the one asked for', () => {
    expect(noteFor('whisper', heard('en'), 'fr')).toBe(transcriptNotes.whisperLanguage('French', 'English'));
    expect(noteFor('whisper', heard('fr'), 'fr')).toBeNull();
    expect(noteFor('whisper', heard('fr'), 'auto')).toBeNull();
    expect(operatorAdviceFor('whisper', heard('en'), 'fr')).toBe(modelAdvice.multilingual('French'));
    expect(operatorAdviceFor('whisper', heard('fr'), 'fr')).toBeNull();
  });

  it('never asks the person to run a command: that is for the operator, in the log', () => {
    const notes = [
      transcriptNotes.offlineEngine,
      transcriptNotes.offlineEngineLanguage('German'),
      transcriptNotes.whisperLanguage('French', 'English'),
    ];
    for (const note of notes) expect(note).not.toMatch(/npm|run |install base/);
    for (const advice of [modelAdvice.whisper, modelAdvice.multilingual('German')])
      expect(advice).toMatch(/npm run models -- install (base\.en|small)\)/);
  });

  it('has nothing to add for the paid APIs or an aligned script', () => {
    expect(noteFor('deepgram', heard('en'), 'de')).toBeNull();
    expect(noteFor('aligned', heard('en-US'), 'auto')).toBeNull();
    expect(operatorAdviceFor('aligned', heard('en-US'), 'de')).toBeNull();
  });
});
