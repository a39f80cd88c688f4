import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { successReply } from '../../test-support/answer-api-with';
import { sampleVideoDetail } from '../../test-support/editor-fixtures';
import { w } from '../../test-support/word-fixtures';
import { answerEditor, openEditor } from './editor-test-api';

// 6,000 words in sentences of six, 0.3 s a word: 1,000 lines.
const words = Array.from({ length: 6000 }, (_, n) =>
  w(n % 6 === 5 ? `word${n}.` : `word${n}`, n * 300, n * 300 + 250),
);

const lineCount = () => document.querySelectorAll('[data-testid="transcript-line"]').length;
const wordButton = (index: number) =>
  document.querySelector<HTMLElement>(`[data-testid="transcript"] [data-word-index="${index}"]`);

describe('a long transcript', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('draws only the lines near the screen, and a word off screen is reached by keyboard', async () => {
    answerEditor({
      'GET /user/videos/v1': successReply(sampleVideoDetail({ duration_ms: 1_800_000 }, words)),
    });
    openEditor();
    await screen.findByTestId('transcript');
    await waitFor(() => expect(wordButton(0)).not.toBeNull());
    expect(lineCount()).toBeGreaterThan(0);
    expect(lineCount()).toBeLessThan(100);
    expect(wordButton(5999)).toBeNull();
    // End moves to the last word: its line is drawn and it takes the focus (and the one tab stop).
    fireEvent.keyDown(wordButton(0) as HTMLElement, { key: 'End' });
    await waitFor(() => expect(document.activeElement).toBe(wordButton(5999)));
    expect(wordButton(5999)?.getAttribute('tabindex')).toBe('0');
    expect(lineCount()).toBeLessThan(100);
  });
});
