import type { TranscriptWord } from '@captionist/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { videoKeys } from '../../lib/query-keys';
import { successReply } from '../../test-support/answer-api-with';
import { sampleVideoDetail } from '../../test-support/editor-fixtures';
import { sampleWords, w } from '../../test-support/word-fixtures';
import { answerEditor, openEditor, status, word } from './editor-test-api';

const wordTexts = () =>
  screen.getAllByTestId('transcript-line').map((line) =>
    Array.from(line.querySelectorAll('[data-word-index]'))
      .map((button) => button.textContent)
      .join(' '),
  );

/** The server's answer to a transcript save: the words sent, stored as an edited transcript. */
const storedAsSent = (body: unknown) =>
  successReply(
    sampleVideoDetail({
      transcript: { language: 'en', engine: 'edited', words: (body as { words: never[] }).words, note: null },
      edit_version: 2,
    }),
  );

/** The editor of a video with these words and cuts, whose sound is quiet in `quiet`; edits are stored as sent. */
const answerWithCuts = (
  words: TranscriptWord[],
  cuts: object[],
  quiet: { start_ms: number; end_ms: number }[],
) =>
  answerEditor({
    'GET /user/videos/v1': successReply(sampleVideoDetail({}, words)),
    'GET /user/videos/v1/edits': successReply({ hook: null, music: null, broll: [], cuts, edit_version: 1 }),
    'GET /user/videos/v1/quiet-ranges': successReply({ ranges: quiet }),
    'PUT /user/videos/v1/edits': (body) => successReply({ ...(body as object), edit_version: 2 }),
  });

describe('VideoEditorPage', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows the progress of a running transcription', async () => {
    answerEditor({
      'GET /user/videos/v1': successReply(
        sampleVideoDetail({ status: 'transcribing', transcription_status: 'running', transcript: null }),
      ),
      'GET /user/videos/transcription-status/v1': status({ status: 'running', progress: 42 }),
    });
    openEditor();
    const bar = await screen.findByRole('progressbar', { name: 'Transcription progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('42'));
    expect(screen.getByTestId('transcription-progress').textContent).toContain('Transcribing the speech…');
    expect(screen.queryByTestId('transcript')).toBeNull();
  });

  it('lays the words out in lines, with the engine that wrote them and its note', async () => {
    const note =
      'Transcribed with the basic offline engine, which often mishears words. For accurate words, ask your administrator to install the Whisper speech model, then transcribe the video again.';
    answerEditor({
      'GET /user/videos/v1': successReply(
        sampleVideoDetail({
          transcript: { language: 'en', engine: 'pocketsphinx', words: sampleWords(), note },
        }),
      ),
    });
    openEditor();
    await screen.findByTestId('transcript');
    expect(wordTexts()).toEqual(['Hello there.', 'How are you']);
    expect(screen.getByTestId('transcript-engine').textContent).toBe('Basic offline engine');
    expect(screen.getByTestId('engine-note').textContent).toContain(note);
    // The note speaks for the engine; the language heard is still said.
    expect(screen.getByTestId('transcript-source').textContent).toBe('Language: English.');
    expect(screen.getByRole('link', { name: 'Download SRT captions' }).getAttribute('href')).toBe(
      '/api/user/videos/v1/captions.srt',
    );
    expect(screen.getByRole('link', { name: 'Download styled ASS captions' }).getAttribute('href')).toBe(
      '/api/user/videos/v1/captions.ass',
    );
    expect(
      screen
        .getByRole('link', { name: 'Download the edit as an OTIO timeline (OpenTimelineIO)' })
        .getAttribute('href'),
    ).toBe('/api/user/videos/v1/timeline.otio');
  });

  it('asks for the plan features alongside the video, not once the Style tab has drawn', async () => {
    let answerVideo = () => {};
    const { calls } = answerEditor({
      'GET /user/videos/v1': () =>
        new Promise((resolve) => {
          answerVideo = () => resolve(successReply(sampleVideoDetail({}, sampleWords())));
        }),
    });
    openEditor();
    await waitFor(() => expect(calls).toContain('GET /user/features'));
    expect(screen.queryByTestId('transcript')).toBeNull();
    answerVideo();
    await screen.findByTestId('transcript');
    expect(calls.filter((call) => call === 'GET /user/features')).toHaveLength(1);
  });

  it('says so when no speech was heard', async () => {
    answerEditor({
      'GET /user/videos/v1': successReply(
        sampleVideoDetail(
          {
            transcript: {
              language: 'en',
              engine: 'pocketsphinx',
              words: [],
              note: 'No speech was heard in this video.',
            },
          },
          [],
        ),
      ),
    });
    openEditor();
    expect((await screen.findByTestId('transcript-empty')).textContent).toContain(
      'No speech was heard in this video.',
    );
  });

  it('edits a word in place and saves the words', async () => {
    const { bodies } = answerEditor({
      'GET /user/videos/v1': successReply(sampleVideoDetail()),
      'POST /user/videos/v1/save-transcription': storedAsSent,
    });
    openEditor();
    fireEvent.doubleClick(await screen.findByRole('button', { name: 'there.' }));
    const input = screen.getByRole('textbox', { name: 'Edit the word there.' });
    fireEvent.change(input, { target: { value: 'there!' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(wordTexts()).toEqual(['Hello there!', 'How are you']);
    expect(screen.getByTestId('save-state').textContent).toBe('Unsaved changes');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('All changes saved'));
    const [, ...rest] = sampleWords();
    expect(bodies['POST /user/videos/v1/save-transcription']).toEqual({
      words: [sampleWords()[0], w('there!', 450, 900, null), ...rest.slice(1)],
      base_version: 1,
    });
  });

  it('keeps a saved word through a visit to the Style tab, and the next save sends it', async () => {
    const { bodies } = answerEditor({
      'GET /user/videos/v1': successReply(sampleVideoDetail()),
      'POST /user/videos/v1/save-transcription': storedAsSent,
    });
    openEditor();
    const retype = async (from: string, to: string) => {
      fireEvent.doubleClick(await screen.findByRole('button', { name: from }));
      const input = screen.getByRole('textbox', { name: `Edit the word ${from}` });
      fireEvent.change(input, { target: { value: to } });
      fireEvent.keyDown(input, { key: 'Enter' });
    };
    await retype('there.', 'there!');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('All changes saved'));

    fireEvent.click(screen.getByRole('tab', { name: 'Style' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Transcript' }));
    await waitFor(() => expect(wordTexts()).toEqual(['Hello there!', 'How are you']));

    await retype('you', 'you?');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        (bodies['POST /user/videos/v1/save-transcription'] as { words: TranscriptWord[] }).words.map(
          (each) => each.text,
        ),
      ).toEqual(['Hello', 'there!', 'How', 'are', 'you?']),
    );
  });

  it('keeps the saved words when a copy of the video fetched before the save arrives after it', async () => {
    let releaseStale: () => void = () => undefined;
    let gets = 0;
    answerEditor({
      'GET /user/videos/v1': () =>
        ++gets === 1
          ? successReply(sampleVideoDetail())
          : new Promise((resolve) => {
              releaseStale = () => resolve(successReply(sampleVideoDetail()));
            }),
      'POST /user/videos/v1/save-transcription': storedAsSent,
    });
    const { queryClient } = openEditor();
    fireEvent.doubleClick(await screen.findByRole('button', { name: 'there.' }));
    void queryClient.refetchQueries({ queryKey: videoKeys.detail('v1') });
    await waitFor(() => expect(gets).toBe(2));
    const input = screen.getByRole('textbox', { name: 'Edit the word there.' });
    fireEvent.change(input, { target: { value: 'there!' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('All changes saved'));

    await act(async () => releaseStale());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(wordTexts()).toEqual(['Hello there!', 'How are you']);
  });

  it('undoes and redoes an edit with the keyboard', async () => {
    answerEditor({ 'GET /user/videos/v1': successReply(sampleVideoDetail()) });
    openEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'How' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'How' }), { key: 'Delete', code: 'Delete' });
    expect(wordTexts()).toEqual(['Hello there.', 'are you']);
    fireEvent.keyDown(screen.getByRole('button', { name: 'are' }), { key: 'z', code: 'KeyZ', ctrlKey: true });
    expect(wordTexts()).toEqual(['Hello there.', 'How are you']);
    expect(screen.getByTestId('save-state').textContent).toBe('All changes saved');
    fireEvent.keyDown(document.body, { key: 'Z', code: 'KeyZ', ctrlKey: true, shiftKey: true });
    expect(wordTexts()).toEqual(['Hello there.', 'are you']);
  });

  it('adds fitting emoji to the words in one undoable step, and takes them out again', async () => {
    const words = [w('This', 0, 300), w('fire', 350, 700), w('video.', 750, 1100), w('Pizza', 2500, 2900)];
    answerEditor({
      'GET /user/videos/v1': successReply(sampleVideoDetail({}, words)),
      // Two candidates in the first caption: the surer one wins.
      'POST /user/media/get-emoji-words': successReply({
        source: 'basic',
        words: [
          { index: 0, emoji: '👉', score: 0.3 },
          { index: 1, emoji: '🔥', score: 1 },
          { index: 3, emoji: '🍕', score: 1 },
        ],
      }),
    });
    openEditor();
    await screen.findByTestId('transcript');
    expect(screen.getByRole('button', { name: 'Remove emoji' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Add emoji' }));
    await waitFor(() => expect(wordTexts()).toEqual(['This fire🔥 video.', 'Pizza🍕']));
    expect(screen.getByTestId('save-state').textContent).toBe('Unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(wordTexts()).toEqual(['This fire video.', 'Pizza']);
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove emoji' }));
    expect(wordTexts()).toEqual(['This fire video.', 'Pizza']);
  });

  it('removes the pauses the sound confirms at the chosen pace, strikes through cut words, and restores them', async () => {
    const words = [w('One', 0, 300), w('two', 300, 600), w('three', 2000, 2400), w('four', 2400, 2800)];
    const manual = { start_ms: 300, end_ms: 600, reason: 'manual' };
    const { bodies } = answerWithCuts(
      words,
      [manual],
      [
        { start_ms: 600, end_ms: 2000 },
        { start_ms: 2800, end_ms: 5000 },
      ],
    );
    openEditor();
    await screen.findByTestId('transcript');
    await waitFor(() => expect(word('two').hasAttribute('data-cut')).toBe(true));
    expect(word('two').getAttribute('aria-description')).toBe('Cut from the video');
    expect(word('One').hasAttribute('data-cut')).toBe(false);
    expect(screen.getByRole('button', { name: 'Restore pauses' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('radio', { name: 'Fast' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove silences' }));
    // Fast keeps 60 ms of each pause next to speech; the video's end needs no margin.
    expect(await screen.findByText('2 pauses cut · 3.4 s shorter')).toBeTruthy();
    await waitFor(() =>
      expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({
        cuts: [
          manual,
          { start_ms: 660, end_ms: 1940, reason: 'silence' },
          { start_ms: 2860, end_ms: 5000, reason: 'silence' },
        ],
      }),
    );

    // Each cut pause is a mark in the transcript; clicking one restores that pause alone.
    fireEvent.click(screen.getByRole('button', { name: 'Restore the 1.3 s pause cut here' }));
    await waitFor(() =>
      expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({
        cuts: [manual, { start_ms: 2860, end_ms: 5000, reason: 'silence' }],
      }),
    );
    expect(await screen.findByText('1 pause cut · 2.1 s shorter')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Restore pauses' }));
    await waitFor(() => expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({ cuts: [manual] }));
    expect(screen.queryByText('2 pauses cut · 3.4 s shorter')).toBeNull();
    expect(word('two').hasAttribute('data-cut')).toBe(true);
  });

  it('cuts only pauses at least as long as a custom minimum', async () => {
    const words = [w('One', 0, 300), w('two', 300, 600), w('three', 2000, 2400), w('four', 2400, 2800)];
    const { bodies } = answerWithCuts(
      words,
      [],
      [
        { start_ms: 600, end_ms: 2000 },
        { start_ms: 2800, end_ms: 5000 },
      ],
    );
    openEditor();
    await screen.findByTestId('transcript');
    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const minimum = screen.getByRole('textbox', { name: 'Cut pauses of at least (ms)' });
    fireEvent.change(minimum, { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove silences' }));
    // The 1.4 s pause is shorter than 2 s and stays; the 2.2 s one goes, less a 150 ms margin.
    await waitFor(() =>
      expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({
        cuts: [{ start_ms: 2950, end_ms: 5000, reason: 'silence' }],
      }),
    );
  });

  it('cuts filler words and sound no word covers, and cuts or restores any word from the word bar', async () => {
    const words = [w('So', 0, 200), w('um,', 300, 500), w('we', 600, 800), w('ship', 2000, 2300)];
    // An "uh" at 1200–1500 ms that the transcript left out.
    const { bodies } = answerWithCuts(
      words,
      [],
      [
        { start_ms: 820, end_ms: 1200 },
        { start_ms: 1500, end_ms: 1990 },
      ],
    );
    openEditor();
    await screen.findByTestId('transcript');
    fireEvent.click(screen.getByRole('button', { name: 'Remove filler words' }));
    await waitFor(() => expect(word('um,').hasAttribute('data-cut')).toBe(true));
    await waitFor(() =>
      expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({
        cuts: [
          { start_ms: 300, end_ms: 500, reason: 'filler' },
          { start_ms: 1200, end_ms: 1500, reason: 'filler' },
        ],
      }),
    );
    expect(screen.getByRole('button', { name: 'Restore the 0.3 s sound cut here' })).toBeTruthy();

    fireEvent.click(word('we'));
    fireEvent.click(screen.getByRole('button', { name: 'Cut from video' }));
    expect(word('we').hasAttribute('data-cut')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Restore to video' }));
    expect(word('we').hasAttribute('data-cut')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Restore fillers' }));
    await waitFor(() => expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({ cuts: [] }));
    expect(word('um,').hasAttribute('data-cut')).toBe(false);
  });

  it("cuts only one speaker's filler words when asked", async () => {
    const words = [
      { ...w('So', 0, 200), speaker: 's1' },
      { ...w('um,', 300, 500), speaker: 's1' },
      { ...w('Well', 1000, 1200), speaker: 's2' },
      { ...w('uh,', 1300, 1500), speaker: 's2' },
      { ...w('yes', 1600, 1800), speaker: 's2' },
    ];
    const { bodies } = answerWithCuts(words, [], []);
    openEditor();
    await screen.findByTestId('transcript');
    fireEvent.click(screen.getByLabelText('Whose filler words to cut', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Speaker 2', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove filler words' }));
    await waitFor(() =>
      expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({
        cuts: [{ start_ms: 1300, end_ms: 1500, reason: 'filler' }],
      }),
    );
  });

  it('adds punch-in zooms on sentence starts and emphasised words, and removes them', async () => {
    const words = [w('We', 0, 300), w('ship', 400, 700), w('every', 800, 1100), w('week.', 1200, 1500)];
    const { bodies } = answerWithCuts(words, [], []);
    openEditor();
    await screen.findByTestId('transcript');
    fireEvent.click(screen.getByRole('radio', { name: 'Energetic' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add punch-ins' }));
    expect(await screen.findByText('1 punch-in')).toBeTruthy();
    await waitFor(() =>
      expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({
        zooms: [{ start_ms: 0, end_ms: 1500, scale: 1.15 }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove punch-ins' }));
    await waitFor(() => expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({ zooms: [] }));
  });

  it('reframes to 9:16 following the face (finding faces first), or fits the picture over a blurred copy', async () => {
    const searched: string[] = [];
    const { bodies } = answerEditor({
      'GET /user/videos/v1': successReply(sampleVideoDetail({}, [w('Hello', 0, 400)])),
      'GET /user/videos/v1/edits': successReply({
        hook: null,
        music: null,
        broll: [],
        cuts: [],
        edit_version: 1,
      }),
      'PUT /user/videos/v1/edits': (body) => successReply({ ...(body as object), edit_version: 2 }),
      'GET /user/videos/v1/faces': successReply({ status: 'none', samples: [], error: null }),
      'POST /user/videos/v1/find-faces': () => {
        searched.push('find');
        return successReply({ status: 'running', samples: [], error: null });
      },
    });
    openEditor();
    await screen.findByTestId('transcript');
    const shape = await screen.findByRole('radiogroup', { name: 'Output shape' });
    fireEvent.click(within(shape).getByRole('radio', { name: '9:16' }));
    await waitFor(() =>
      expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({
        reframe: { aspect: '9:16', mode: 'face', corrections: [] },
      }),
    );
    expect(await screen.findByText(/Finding faces/)).toBeTruthy();
    expect(searched).toEqual(['find']);
    // The player takes the output's shape.
    const frame = screen.getByTestId('video-player').parentElement as HTMLElement;
    // A 1920×1080 source: the largest 9:16 crop, 606×1080, never upscaled.
    expect(frame.style.getPropertyValue('--frame-ratio')).toBe(String(606 / 1080));
    // The crop moved by hand from this moment on, with the keyboard here.
    fireEvent.click(screen.getByRole('button', { name: 'Move the crop' }));
    const crop = screen.getByRole('slider', { name: 'Crop position from this moment on' });
    expect(crop.getAttribute('aria-valuenow')).toBe('50');
    fireEvent.keyDown(crop, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({
        reframe: { corrections: [{ start_ms: 0, end_ms: 5000, x: 0.52, y: 0.5 }] },
      }),
    );
    // 1080p makes the 606×1080 crop a 1080×1920 file, and says it is upscaled.
    fireEvent.change(screen.getByRole('combobox', { name: 'Resolution' }), { target: { value: '1080p' } });
    await waitFor(() =>
      expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({
        output: { resolution: '1080p', fps: 'source' },
      }),
    );
    expect(screen.getByTestId('upscale-notice').textContent).toBe(
      'Upscaled from 606×1080 to 1080×1920: it will look softer.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Undo crop moves' }));
    await waitFor(() =>
      expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({ reframe: { corrections: [] } }),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Fit, blurred fill' }));
    await waitFor(() =>
      expect(bodies['PUT /user/videos/v1/edits']).toMatchObject({
        reframe: { aspect: '9:16', mode: 'fill' },
      }),
    );
    expect(screen.getByTestId('fill-backdrop')).toBeTruthy();
    expect(screen.queryByText(/Finding faces/)).toBeNull();
  });

  it('emphasises a word with the picker and the E key, shows its look and saves it', async () => {
    const { bodies } = answerEditor({
      'GET /user/videos/v1': successReply(sampleVideoDetail()),
      'POST /user/videos/v1/save-transcription': storedAsSent,
    });
    openEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'How' }));
    const picker = screen.getByRole('group', { name: 'Emphasis' });
    expect(within(picker).getByRole('button', { name: 'Plain' })).toHaveProperty('disabled', true);
    fireEvent.click(within(picker).getByRole('button', { name: 'Green emphasis' }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Caps' }));
    const how = word('How');
    expect(how.hasAttribute('data-emphasised')).toBe(true);
    expect(how.hasAttribute('data-uppercase')).toBe(true);
    expect(how.style.getPropertyValue('--emphasis-color')).toBe('#51cf66');
    expect(how.getAttribute('aria-description')).toBe('Emphasised in the captions');
    expect(within(picker).getByRole('button', { name: 'Green emphasis' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(picker).getByRole('button', { name: 'Larger' }).getAttribute('aria-pressed')).toBe('true');

    // E gives a plain word the style's default look, and takes it away again.
    fireEvent.keyDown(word('are'), { key: 'e', code: 'KeyE' });
    expect(word('are').hasAttribute('data-emphasised')).toBe(true);
    fireEvent.keyDown(word('are'), { key: 'e', code: 'KeyE' });
    expect(word('are').hasAttribute('data-emphasised')).toBe(false);

    expect(screen.getByTestId('save-state').textContent).toBe('Unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('All changes saved'));
    const saved = (bodies['POST /user/videos/v1/save-transcription'] as { words: TranscriptWord[] }).words;
    expect(saved[2]?.emphasis).toEqual({ color: '#51cf66', scale: 1.2, uppercase: true });
    expect(saved.filter((item) => item.emphasis)).toHaveLength(1);
  });

  it('emphasises the keyword of each caption group from the scores, and clears them all', async () => {
    answerEditor({
      'GET /user/videos/v1': successReply(sampleVideoDetail()),
      'POST /user/media/get-emphasis-words': successReply({
        source: 'basic',
        words: [
          { index: 1, score: 0.9 },
          { index: 3, score: 0.5 },
          { index: 4, score: 0.8 },
        ],
      }),
    });
    openEditor();
    await screen.findByTestId('transcript');
    expect(screen.getByRole('button', { name: 'Clear emphasis' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Emphasise keywords' }));
    // Two captions, "Hello there." and "How are you": the best word of each.
    await waitFor(() => expect(word('there.').hasAttribute('data-emphasised')).toBe(true));
    expect(word('you').hasAttribute('data-emphasised')).toBe(true);
    expect(word('are').hasAttribute('data-emphasised')).toBe(false);
    expect(word('Hello').hasAttribute('data-emphasised')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Clear emphasis' }));
    expect(screen.getByTestId('transcript').querySelectorAll('[data-emphasised]')).toHaveLength(0);
  });

  it('nudges the selected word with [ ] and , . and shows its new timing', async () => {
    answerEditor({ 'GET /user/videos/v1': successReply(sampleVideoDetail()) });
    openEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'How' }));
    const how = screen.getByRole('button', { name: 'How' });
    fireEvent.keyDown(how, { key: '[', code: 'BracketLeft' });
    fireEvent.keyDown(how, { key: '>', code: 'Period', shiftKey: true });
    const actions = screen.getByTestId('word-actions');
    expect(within(actions).getByLabelText('Start').textContent).toBe('0:01.950');
    expect(within(actions).getByLabelText('End').textContent).toBe('0:02.210');
  });

  it('keeps unsaved edits through a remount, and can discard them', async () => {
    answerEditor({ 'GET /user/videos/v1': successReply(sampleVideoDetail()) });
    openEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Hello' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Hello' }), { key: 'm', code: 'KeyM' });
    expect(wordTexts()[0]).toBe('Hello there.');
    expect(screen.getByRole('button', { name: 'Hello there.' })).toBeTruthy();
    cleanup();

    openEditor();
    expect(await screen.findByRole('button', { name: 'Hello there.' })).toBeTruthy();
    expect(screen.getByTestId('draft-notice').textContent).toContain('Your unsaved edits');
    expect(screen.getByTestId('save-state').textContent).toBe('Unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'Discard my edits' }));
    expect(await screen.findByRole('button', { name: 'there.' })).toBeTruthy();
    expect(screen.queryByTestId('draft-notice')).toBeNull();
  });

  it('ties the reasons of a refused save to the words, and shows the word on click', async () => {
    answerEditor({
      'GET /user/videos/v1': successReply(sampleVideoDetail()),
      'POST /user/videos/v1/save-transcription': {
        status: 422,
        data: {
          status: 'error',
          message: 'This word ends after the video does.',
          errors: { 'words.3.end': ['This word ends after the video does (the video is 0:05.000 long).'] },
        },
      },
    });
    openEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Hello' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Hello' }), { key: 'Delete', code: 'Delete' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const errors = await screen.findByTestId('save-errors');
    expect(errors.textContent).toContain('“you” at 0:02.450: This word ends after the video does');
    fireEvent.click(within(errors).getByRole('button', { name: '“you” at 0:02.450' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('you'));
    expect(word('you').hasAttribute('data-invalid')).toBe(true);
  });

  it('seeks the player to a clicked word and highlights the word being spoken', async () => {
    answerEditor({ 'GET /user/videos/v1': successReply(sampleVideoDetail()) });
    openEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'are' }));
    const player = screen.getByTestId('video-player') as HTMLVideoElement;
    expect(player.currentTime).toBe(2.25);
    act(() => {
      player.currentTime = 0.5;
      player.dispatchEvent(new Event('timeupdate'));
    });
    expect(word('there.').getAttribute('aria-current')).toBe('time');
    expect(word('are').getAttribute('aria-current')).toBeNull();
  });

  it('says why a transcription failed and starts it again on Retry', async () => {
    const { calls } = answerEditor({
      'GET /user/videos/v1': successReply(
        sampleVideoDetail({ status: 'failed', transcription_status: 'failed', transcript: null }),
      ),
      'GET /user/videos/transcription-status/v1': status({
        status: 'failed',
        progress: 0,
        error: 'We could not read the sound of this video.',
        engine: null,
      }),
      'POST /user/videos/v1/retry-transcription': successReply(
        sampleVideoDetail({ status: 'transcribing', transcription_status: 'queued', transcript: null }),
      ),
    });
    openEditor();
    expect(await screen.findByText('We could not read the sound of this video.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('transcription-progress')).toBeTruthy();
    expect(calls).toContain('POST /user/videos/v1/retry-transcription');
  });

  it('sends a pasted script to be lined up, then follows the run', async () => {
    const { bodies } = answerEditor({
      'GET /user/videos/v1': successReply(
        sampleVideoDetail({
          transcript: { language: 'en', engine: 'pocketsphinx', words: sampleWords(), note: 'Rough words.' },
        }),
      ),
      'POST /user/videos/v1/align-transcript': successReply(
        sampleVideoDetail({ status: 'transcribing', transcription_status: 'queued' }),
      ),
      'GET /user/videos/transcription-status/v1': status({ status: 'queued', progress: 0 }),
    });
    openEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Paste your script' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paste your script' });
    fireEvent.change(within(dialog).getByLabelText('Script'), {
      target: { value: 'Hello there. How are you?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Line up my script' }));
    expect(await screen.findByTestId('transcription-progress')).toBeTruthy();
    expect(bodies['POST /user/videos/v1/align-transcript']).toEqual({ script: 'Hello there. How are you?' });
  });
});
