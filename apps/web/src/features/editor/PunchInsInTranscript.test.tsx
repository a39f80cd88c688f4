import type { Zoom } from '@captionist/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { successReply } from '../../test-support/answer-api-with';
import { sampleVideoDetail } from '../../test-support/editor-fixtures';
import { w } from '../../test-support/word-fixtures';
import { answerEditor, openEditor, word } from './editor-test-api';
import { PUNCH_IN_HINT } from './TranscriptWord';

// "We ship every week. Then we rest." from 10 s, 0.4 s a word.
const words = ['We', 'ship', 'every', 'week.', 'Then', 'we', 'rest.'].map((text, n) =>
  w(text, 10_000 + n * 400, 10_000 + n * 400 + 300),
);

/** The editor of those words with these punch-ins; edits are stored as sent. */
const answerWithZooms = (zooms: Zoom[]) =>
  answerEditor({
    'GET /user/videos/v1': successReply(sampleVideoDetail({}, words)),
    'GET /user/videos/v1/edits': successReply({
      hook: null,
      music: null,
      broll: [],
      cuts: [],
      zooms,
      edit_version: 1,
    }),
    'PUT /user/videos/v1/edits': (body) => successReply({ ...(body as object), edit_version: 2 }),
  });

const punchedIn = () =>
  Array.from(document.querySelectorAll('[data-punch-in]')).map((button) => button.textContent);

describe('punch-ins in the transcript', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('marks the words each punch-in zooms over, for the eye and for screen readers', async () => {
    answerWithZooms([
      { start_ms: 10_000, end_ms: 11_500, scale: 1.15 },
      { start_ms: 11_600, end_ms: 12_500, scale: 1.15 },
    ]);
    openEditor();
    await screen.findByTestId('transcript');
    await waitFor(() => expect(punchedIn()).toEqual(['We', 'ship', 'every', 'week.', 'Then', 'we', 'rest.']));
    expect(word('We').getAttribute('aria-description')).toBe(PUNCH_IN_HINT);
    // Each one starts with its own mark, named by when it starts.
    expect(screen.getByRole('button', { name: 'Remove punch-in at 0:10' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove punch-in at 0:11' })).toBeTruthy();
  });

  it('removes one punch-in from its mark, leaving the others, and keeps the focus on its first word', async () => {
    const kept = { start_ms: 11_600, end_ms: 12_500, scale: 1.15 };
    const { bodies } = answerWithZooms([{ start_ms: 10_000, end_ms: 11_500, scale: 1.15 }, kept]);
    openEditor();
    await screen.findByTestId('transcript');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove punch-in at 0:10' }));
    await waitFor(() => expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({ zooms: [kept] }));
    expect(punchedIn()).toEqual(['Then', 'we', 'rest.']);
    expect(screen.queryByRole('button', { name: 'Remove punch-in at 0:10' })).toBeNull();
    expect(screen.getByText('1 punch-in')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(word('We')));
  });

  it('punches in from the selected word to the end of its phrase, and removes it from the word bar', async () => {
    const { bodies } = answerWithZooms([]);
    openEditor();
    await screen.findByTestId('transcript');
    fireEvent.click(screen.getByRole('radio', { name: 'Energetic' }));
    fireEvent.click(word('ship'));
    fireEvent.click(screen.getByRole('button', { name: 'Punch in here' }));
    const added = { start_ms: 10_400, end_ms: 11_500, scale: 1.15 };
    await waitFor(() => expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({ zooms: [added] }));
    expect(await screen.findByText('Punch-in added at 0:10')).toBeTruthy();
    expect(punchedIn()).toEqual(['ship', 'every', 'week.']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove punch-in' }));
    await waitFor(() => expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({ zooms: [] }));
    expect(punchedIn()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Punch in here' })).toBeTruthy();
  });

  it('ends a new punch-in where the next one starts, and says why it adds none when that is too soon', async () => {
    const next = { start_ms: 11_100, end_ms: 12_500, scale: 1.08 };
    const { bodies } = answerWithZooms([next]);
    openEditor();
    await screen.findByTestId('transcript');
    await waitFor(() => expect(punchedIn()).toEqual(['week.', 'Then', 'we', 'rest.']));
    fireEvent.click(word('every'));
    fireEvent.click(screen.getByRole('button', { name: 'Punch in here' }));
    expect(await screen.findByText(/starts too soon after this word to zoom here/)).toBeTruthy();
    expect(bodies['PUT /user/videos/v1/edits']).toBeUndefined();

    fireEvent.click(word('We'));
    fireEvent.click(screen.getByRole('button', { name: 'Punch in here' }));
    await waitFor(() =>
      expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({
        zooms: [{ start_ms: 10_000, end_ms: 11_100, scale: 1.08 }, next],
      }),
    );
    expect(await screen.findByText('Zoomed for 1.1 s, up to the next punch-in.')).toBeTruthy();
  });

  it('stretches a punch-in to a later word and starts it at a word inside it, from the word bar', async () => {
    const { bodies } = answerWithZooms([{ start_ms: 10_400, end_ms: 11_100, scale: 1.15 }]);
    openEditor();
    await screen.findByTestId('transcript');
    await waitFor(() => expect(punchedIn()).toEqual(['ship', 'every']));
    // Before it, only its start can come here; after it, only its end.
    fireEvent.click(word('We'));
    expect(screen.getByRole('button', { name: 'End punch-in here' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(word('Then'));
    expect(screen.getByRole('button', { name: 'Start punch-in here' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'End punch-in here' }));
    await waitFor(() =>
      expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({
        zooms: [{ start_ms: 10_400, end_ms: 11_900, scale: 1.15 }],
      }),
    );
    expect(await screen.findByText('Punch-in at 0:10 ends here')).toBeTruthy();
    expect(punchedIn()).toEqual(['ship', 'every', 'week.', 'Then']);

    fireEvent.click(word('every'));
    fireEvent.click(screen.getByRole('button', { name: 'Start punch-in here' }));
    await waitFor(() =>
      expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({
        zooms: [{ start_ms: 10_800, end_ms: 11_900, scale: 1.15 }],
      }),
    );
    expect(punchedIn()).toEqual(['every', 'week.', 'Then']);
  });
});
