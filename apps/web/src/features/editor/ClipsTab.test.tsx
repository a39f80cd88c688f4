import type { FoundClip } from '@captionist/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { successReply } from '../../test-support/answer-api-with';
import { HORMOZI, sampleTemplates } from '../../test-support/caption-style-fixtures';
import { sampleVideoDetail } from '../../test-support/editor-fixtures';
import { sampleVideo } from '../../test-support/video-fixtures';
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

const renderQueued = {
  render_id: 'r1',
  status: 'queued',
  progress: 0,
  eta_seconds: null,
  error: null,
  created_at: '2026-11-28T00:00:00.000Z',
  finished_at: null,
};

const refusal = (message: string) => ({ status: 422, data: { status: 'error', message } });

type Reply = { status: number; data: unknown };

function answer(find: () => Reply, more: Record<string, (body: unknown) => Reply> = {}) {
  return answerEditor({
    ...more,
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

  it('asks for a custom length in seconds', async () => {
    const { bodies } = answer(() => successReply({ source: 'basic', clips: [] }));
    const panel = await openClips();
    fireEvent.click(within(panel).getByRole('radio', { name: 'Custom' }));
    fireEvent.change(within(panel).getByLabelText('Shortest (s)'), { target: { value: '4' } });
    fireEvent.change(within(panel).getByLabelText('Longest (s)'), { target: { value: '8' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Find clips' }));
    await waitFor(() =>
      expect(bodies['POST /user/videos/v1/clips/find']).toEqual({
        length: 'custom',
        count: 5,
        topic: '',
        min_seconds: 4,
        max_seconds: 8,
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

  it('makes the accepted clips videos with one recipe, and renders them all, saying which could not start', async () => {
    const second: FoundClip = {
      ...clip,
      start_ms: 6000,
      end_ms: 10_900,
      first_word: 8,
      last_word: 15,
      title: 'Keep going',
    };
    const made = [sampleVideo({ id: 'c1', name: clip.title }), sampleVideo({ id: 'c2', name: 'Keep going' })];
    let renders = 0;
    const { bodies } = answer(() => successReply({ source: 'basic', clips: [clip, second] }), {
      'POST /user/videos/v1/clips/accept': () => ({
        status: 201,
        data: { status: 'success', data: { videos: made } },
      }),
      'POST /user/videos/c1/request-render': () => {
        renders += 1;
        return { status: 202, data: { status: 'success', data: renderQueued } };
      },
      'GET /user/templates': () => successReply(sampleTemplates()),
      'POST /user/videos/c2/request-render': () => {
        renders += 1;
        return { status: 403, data: { status: 'error', message: 'You have no video credits left.' } };
      },
    });
    const panel = await openClips();
    fireEvent.click(within(panel).getByRole('button', { name: 'Find clips' }));
    const cards = await within(panel).findAllByTestId('clip-card');
    expect(within(panel).queryByTestId('clip-recipe')).toBeNull();
    for (const card of cards) fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(
      within(cards[0] as HTMLElement)
        .getByRole('button', { name: 'Accepted' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    const recipe = within(panel).getByTestId('clip-recipe');
    fireEvent.click(within(recipe).getByLabelText('Vertical 9:16, following the face'));
    fireEvent.click(within(recipe).getByLabelText('Emphasise keywords'));
    fireEvent.click(within(recipe).getByLabelText('Add emoji'));
    const choose = async (label: string, option: string) => {
      const select = within(recipe).getByLabelText(label, { selector: 'input' });
      await waitFor(() => expect((select as HTMLInputElement).disabled).toBe(false));
      fireEvent.click(select);
      fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
    };
    await choose('Captions', 'Template: Hormozi');
    await choose('Pauses', 'Cut pauses: fast');
    fireEvent.click(within(recipe).getByRole('button', { name: 'Make 2 videos' }));

    const list = await within(panel).findByTestId('made-clips');
    expect(bodies['POST /user/videos/v1/clips/accept']).toEqual({
      clips: [
        { start_ms: 3000, end_ms: 7900, title: clip.title },
        { start_ms: 6000, end_ms: 10_900, title: 'Keep going' },
      ],
      recipe: {
        hook_from_title: true,
        vertical: false,
        template_id: HORMOZI,
        emoji: true,
        emphasis: true,
        silences: 'fast',
      },
    });
    expect(within(list).getByRole('link', { name: clip.title }).getAttribute('href')).toBe('/video/c1');
    // The accepted clips left the list of candidates.
    expect(within(panel).queryAllByTestId('clip-card')).toHaveLength(0);

    fireEvent.click(within(list).getByRole('button', { name: 'Render all' }));
    expect((await within(list).findByRole('alert')).textContent).toContain(
      'Keep going: You have no video credits left.',
    );
    expect(within(list).getByTestId('made-clips-rendering').textContent).toMatch(/^One render started/);
    expect(renders).toBe(2);
  });
});

describe('an accepted clip’s edges', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('moves its start a sentence earlier, into the rest of its recording, and shows the words it gained', async () => {
    const edits = (version: number) =>
      successReply({ hook: null, music: null, broll: [], cuts: [], zooms: [], edit_version: version });
    let detail = sampleVideoDetail(
      { duration_ms: 12_000, ranges: [{ start_ms: 3000, end_ms: 7900 }] },
      words.slice(4, 12),
    );
    let version = 1;
    const { bodies } = answerEditor({
      'GET /user/videos/v1': () => successReply(detail),
      'GET /user/videos/v1/edits': () => edits(version),
      'POST /user/videos/v1/clip-edges': (body) => {
        if ((body as { edge: string }).edge === 'end')
          return {
            status: 422,
            data: {
              status: 'error',
              message: 'Nope',
              errors: { edge: ['The clip already ends at the last sentence of the recording.'] },
            },
          };
        version = 2;
        detail = sampleVideoDetail(
          { duration_ms: 12_000, ranges: [{ start_ms: 0, end_ms: 7900 }], edit_version: 2 },
          words.slice(0, 12),
        );
        return successReply(detail);
      },
    });
    openEditor();
    expect(screen.queryByRole('button', { name: 'Here' })).toBeNull();
    fireEvent.click(await screen.findByRole('tab', { name: 'Clips' }));
    const edges = await screen.findByRole('region', { name: 'Clip edges' });
    expect(within(edges).getByTestId('clip-place').textContent).toBe('0:03 – 0:07 of its recording · 0:04');

    fireEvent.click(within(edges).getByRole('button', { name: 'Start a sentence earlier' }));
    await waitFor(() =>
      expect(bodies['POST /user/videos/v1/clip-edges']).toEqual({ edge: 'start', move: -1, base_version: 1 }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('clip-place').textContent).toBe('0:00 – 0:07 of its recording · 0:07'),
    );
    // The sentence before the clip, in its recording's words, is now in its transcript.
    fireEvent.click(screen.getByRole('tab', { name: 'Transcript' }));
    expect(await screen.findByRole('button', { name: 'Here', pressed: undefined })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Clips' }));
    const moved = await screen.findByRole('region', { name: 'Clip edges' });

    fireEvent.click(within(moved).getByRole('button', { name: 'End a sentence later' }));
    expect((await within(moved).findByRole('alert')).textContent).toBe(
      'The clip already ends at the last sentence of the recording.',
    );
    expect(bodies['POST /user/videos/v1/clip-edges']).toEqual({ edge: 'end', move: 1, base_version: 2 });
  });
});
