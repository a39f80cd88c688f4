import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test-support/render-screen';
import { TranscriptSource } from './TranscriptSource';

const transcript = { language: 'en', engine: 'whisper' as const, words: [] };

describe('TranscriptSource', () => {
  afterEach(cleanup);

  it('says which sound track the words were heard on when the file has several', () => {
    renderScreen(
      <TranscriptSource transcript={{ ...transcript, note: 'x' }} soundTrack={{ index: 1, count: 2 }} />,
    );
    expect(screen.getByTestId('transcript-source').textContent).toBe(
      'Language: English. Sound: track 2 of 2.',
    );
  });

  it('says nothing of tracks for a file with one', () => {
    renderScreen(
      <TranscriptSource transcript={{ ...transcript, note: 'x' }} soundTrack={{ index: 0, count: 1 }} />,
    );
    expect(screen.getByTestId('transcript-source').textContent).toBe('Language: English.');
  });
});
