import type { FoundClip } from '@captionist/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { successReply } from '../../test-support/answer-api-with';
import { sampleVideoDetail } from '../../test-support/editor-fixtures';
import { w } from '../../test-support/word-fixtures';
import { answerEditor, openEditor } from './editor-test-api';

// Four sentences of four words, a word every 0.5 s: 0–1.9, 3–4.9, 6–7.9, 9–10.9 s.
const words = ['Here is my story.', 'It went well then.', 'So we kept going.', 'That is the lesson.'].flatMap(
  (sentence, s) =>
    sentence.split(' ').map((text, n) => w(text, s * 3000 + n * 500, s * 3000 + n * 500 + 400)),
);

const clip: FoundClip = {
  start_ms: 3000,
  end_ms: 7900,
  first_word: 4,
  last_word: 11,
  score: 77,
  parts: { hook: 80, stands_alone: 70, payoff: 85, energy: 50, pace: 60, length_fit: 90 },
  reason: 'It lands its point and fits the length.',
  title: 'The lesson nobody tells you',
  excerpt: 'It went well then. So we kept going.',
};

const refusal = (message: string) => ({ status: 422, data: { status: 'error', message } });

function answer(find: () => { status: number; data: unknown }) {
  return answerEditor({
    'GET /user/videos/v1': successReply(sampleVideoDetail({ duration_ms: 12_000 }, words)),
    'GET /user/videos/v1/edits': successReply({
      hook: null,
      music: null,
      broll: [],
      cuts: [],
      zooms: [],
      edit_version: 1,
    }),
    'POST /user/videos/v1/clips/find': () => find(),
    'PUT /user/videos/v1/edits': (body) => successReply({ ...(body as object), edit_version: 2 }),
  });
}

async function openClips() {
  openEditor();
  fireEvent.click(await screen.findByRole('tab', { name: 'Clips' }));
  return screen.findByTestId('clip-finder');
}

describe('the clip finder panel', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('finds ranked clips, moves an edge by whole sentences, and keeps one as the video', async () => {
    const { bodies } = answer(() => successReply({ source: 'basic', clips: [clip] }));
    const panel = await openClips();
    fireEvent.click(within(panel).getByRole('radio', { name: 'Under 30 s' }));
    fireEvent.change(within(panel).getByLabelText('Topic (optional)'), { target: { value: 'lessons' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Find clips' }));
    const card = await within(panel).findByTestId('clip-card');
    expect(bodies['POST /user/videos/v1/clips/find']).toEqual({
      length: 'under_30',
      count: 5,
      topic: 'lessons',
    });
    expect(within(card).getByText('1. The lesson nobody tells you')).toBeTruthy();
    expect(within(card).getByLabelText('Score 77 of 100')).toBeTruthy();
    expect(within(card).getByLabelText('Payoff 85 of 100')).toBeTruthy();
    expect(within(panel).getByTestId('clips-offline-note')).toBeTruthy();

    // The end a sentence later takes in the last sentence; the start cannot go before the first.
    fireEvent.click(within(card).getByRole('button', { name: 'End a sentence later' }));
    expect(within(card).getByTestId('clip-excerpt').textContent).toBe(
      'It went well then. So we kept going. That is the lesson.',
    );
    expect(within(card).getByRole('button', { name: 'End a sentence later' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Start a sentence earlier' }));
    expect(within(card).getByTestId('clip-excerpt').textContent).toMatch(/^Here is my story\./);
    expect(within(card).getByRole('button', { name: 'Start a sentence earlier' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Start a sentence later' }));

    fireEvent.click(within(card).getByRole('button', { name: 'Keep only this clip' }));
    await waitFor(() =>
      expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({
        cuts: [
          { start_ms: 0, end_ms: 3000, reason: 'manual' },
          { start_ms: 10_900, end_ms: 12_000, reason: 'manual' },
        ],
      }),
    );
  });

  it('says why when no clip is found, and shows the server’s reason on a refusal', async () => {
    let reply: () => { status: number; data: unknown } = () => successReply({ source: 'basic', clips: [] });
    answer(() => reply());
    const panel = await openClips();
    fireEvent.click(within(panel).getByRole('button', { name: 'Find clips' }));
    expect((await within(panel).findByRole('status')).textContent).toMatch(/No clip of that length/);
    reply = () => refusal('Clips cannot be longer than the video itself (12 s). Pick a shorter length.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Find clips' }));
    expect((await within(panel).findByRole('alert')).textContent).toMatch(/longer than the video itself/);
  });
});
