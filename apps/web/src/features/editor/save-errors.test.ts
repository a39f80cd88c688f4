import { describe, expect, it } from 'vitest';
import { sampleWords } from '../../test-support/word-fixtures';
import { describeSaveFailure } from './save-errors';

const refused = (errors: Record<string, string[]>, message = 'The given data was invalid.') => ({
  status: 'error',
  message,
  errors,
});

describe('describeSaveFailure', () => {
  it('ties each field error to the word it names, in transcript order', () => {
    const words = sampleWords();
    const failure = describeSaveFailure(
      refused({
        'words.4.end': ['This word ends after the video does.'],
        'words.1.text': ['The word may not be empty.', 'Second message'],
      }),
      words,
    );
    expect(failure.wordErrors).toEqual([
      { index: 1, word: words[1], message: 'The word may not be empty.' },
      { index: 4, word: words[4], message: 'This word ends after the video does.' },
    ]);
    expect(failure.message).toBeNull();
  });

  it('keeps an error about no known word, or a failure without fields, as the message', () => {
    const words = sampleWords();
    expect(describeSaveFailure(refused({ words: ['Too many words.'] }), words)).toEqual({
      wordErrors: [],
      message: 'Too many words.',
    });
    expect(describeSaveFailure(refused({ 'words.99.end': ['Gone.'] }), words).message).toBe('Gone.');
    expect(
      describeSaveFailure({ status: 'error', message: 'This video is being transcribed already.' }, words),
    ).toEqual({ wordErrors: [], message: 'This video is being transcribed already.' });
  });
});
