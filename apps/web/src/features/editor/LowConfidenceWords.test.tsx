import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { successReply } from '../../test-support/answer-api-with';
import { sampleVideoDetail } from '../../test-support/editor-fixtures';
import { sampleWords, w } from '../../test-support/word-fixtures';
import { answerEditor, openEditor, word } from './editor-test-api';

const HINT = 'Low confidence — check this word';
// Engine words: two doubted (under 0.5), one at exactly 0.5, one without a confidence.
const doubtedWords = () => [
  w('Hello', 0, 400, 0.9),
  w('thair', 450, 900, 0.3),
  w('How', 2000, 2200, null),
  w('are', 2250, 2400, 0.5),
  w('yew', 2450, 2800, 0.1),
];
const openWith = async (words = doubtedWords()) => {
  answerEditor({ 'GET /user/videos/v1': successReply(sampleVideoDetail({}, words)) });
  openEditor();
  await screen.findByTestId('transcript');
};
const nextButton = () => screen.getByRole('button', { name: 'Next low-confidence word' });
const focusedWord = () => document.activeElement?.textContent;

describe('low-confidence words in the transcript editor', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('marks the words the engine gave less than 0.5, and says so to screen readers', async () => {
    await openWith();
    for (const text of ['thair', 'yew']) {
      expect(word(text).hasAttribute('data-low-confidence')).toBe(true);
      expect(word(text).getAttribute('aria-description')).toBe(HINT);
      expect(word(text).getAttribute('title')).toContain(HINT);
    }
    // 0.5 is not doubted; a word without a confidence (the engine did not say) is not marked.
    for (const text of ['Hello', 'How', 'are']) {
      expect(word(text).hasAttribute('data-low-confidence')).toBe(false);
      expect(word(text).getAttribute('aria-description')).toBeNull();
    }
    expect(screen.getByTestId('low-confidence-count').textContent).toBe('2 words to check');
  });

  it('moves the selection to each doubted word in turn, playing from it, and wraps round', async () => {
    await openWith();
    const player = screen.getByTestId('video-player') as HTMLVideoElement;
    fireEvent.click(nextButton());
    await waitFor(() => expect(focusedWord()).toBe('thair'));
    expect(word('thair').getAttribute('aria-pressed')).toBe('true');
    expect(player.currentTime).toBe(0.45);
    fireEvent.click(nextButton());
    await waitFor(() => expect(focusedWord()).toBe('yew'));
    fireEvent.click(nextButton());
    await waitFor(() => expect(focusedWord()).toBe('thair'));
  });

  it('goes to the next one from the selected word with the N key', async () => {
    await openWith();
    fireEvent.click(word('are'));
    fireEvent.keyDown(word('are'), { key: 'n', code: 'KeyN' });
    await waitFor(() => expect(focusedWord()).toBe('yew'));
    fireEvent.keyDown(word('yew'), { key: 'n', code: 'KeyN' });
    await waitFor(() => expect(focusedWord()).toBe('thair'));
  });

  it('counts a corrected word as checked', async () => {
    await openWith();
    fireEvent.doubleClick(word('thair'));
    const input = screen.getByRole('textbox', { name: 'Edit the word thair' });
    fireEvent.change(input, { target: { value: 'there' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(word('there').hasAttribute('data-low-confidence')).toBe(false);
    expect(screen.getByTestId('low-confidence-count').textContent).toBe('1 word to check');
  });

  it('offers nothing to check when the engine doubted no word', async () => {
    await openWith(sampleWords());
    expect(screen.queryByTestId('low-confidence')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next low-confidence word' })).toBeNull();
  });
});
