import { captionStyleSchema } from '@captionist/captions';
import { type VideoEdits, videoEditsSchema } from '@captionist/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MONTSERRAT } from '../../test-support/caption-style-fixtures';
import { sampleVideoDetail } from '../../test-support/editor-fixtures';
import { forgetLoadedFonts } from '../caption-style';
import { answerStyleTab, EDITS, openStyleTab } from './style-tab-test-api';

const video = sampleVideoDetail({ caption_settings: captionStyleSchema.parse({ font: MONTSERRAT }) });
const withHook: VideoEdits = videoEditsSchema.parse({
  hook: { text: 'Wait for it', duration_ms: 3000 },
  broll: [{ media_id: 'm-clip', start_ms: 500, end_ms: 1500 }],
});
const trackSelect = () =>
  screen.getByLabelText('Background music', { selector: 'input' }) as HTMLInputElement;
const volume = () => screen.getByTestId('music-volume').textContent;
const saveState = () => screen.getByTestId('music-save-state').textContent;
const choose = async (label: string) => {
  fireEvent.click(trackSelect());
  fireEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
};

describe('BackgroundMusicPanel', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    forgetLoadedFonts();
    vi.restoreAllMocks();
  });

  it('shows the video’s saved track and volume', async () => {
    answerStyleTab(
      {},
      { video, edits: { ...withHook, music: { audio_id: 'a-night', volume: 0.4, duck: true, duck_db: 12 } } },
    );
    openStyleTab();
    await waitFor(() => expect(trackSelect().value).toBe('Night Drive'), { timeout: 3000 });
    expect(volume()).toBe('40 %');
    expect(saveState()).toBe('Saved');
  });

  it('saves a picked track at 15 %, keeping the hook title and b-roll as the server has them', async () => {
    const { bodies, calls } = answerStyleTab({}, { video, edits: withHook });
    openStyleTab();
    await waitFor(() => expect(trackSelect().value).toBe('No music'), { timeout: 3000 });
    expect(screen.getByRole('button', { name: 'Play music' })).toHaveProperty('disabled', true);
    await choose('Sunrise Pop');
    expect(saveState()).toBe('Unsaved changes');
    await waitFor(() => expect(saveState()).toBe('Saved'));
    expect(bodies[`PUT ${EDITS}`]).toEqual([
      {
        ...withHook,
        music: { audio_id: 'a-sunrise', volume: 0.15, duck: true, duck_db: 12 },
        base_version: 1,
      },
    ]);
    // The other edits come from the editor model, loaded once.
    expect(calls.filter((call) => call === `GET ${EDITS}`)).toHaveLength(1);
  });

  it('saves a volume change once it settles, and no music as null', async () => {
    const { bodies } = answerStyleTab(
      {},
      {
        video,
        edits: {
          hook: null,
          music: { audio_id: 'm-theme', volume: 0.15, duck: true, duck_db: 12 },
          broll: [],
          cuts: [],
          zooms: [],
          reframe: { aspect: 'original', mode: 'face', corrections: [] },
          output: { resolution: 'source', fps: 'source' },
          captions: { track: 'spoken', second: null },
          speakers: [],
        },
      },
    );
    openStyleTab();
    await waitFor(() => expect(trackSelect().value).toBe('Theme.mp3'), { timeout: 3000 });
    const slider = screen.getByRole('slider', { name: 'Volume' });
    for (let i = 0; i < 5; i++) fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(volume()).toBe('20 %');
    await waitFor(() => expect(saveState()).toBe('Saved'));
    expect(bodies[`PUT ${EDITS}`]).toEqual([
      {
        hook: null,
        music: { audio_id: 'm-theme', volume: 0.2, duck: true, duck_db: 12 },
        broll: [],
        cuts: [],
        zooms: [],
        reframe: { aspect: 'original', mode: 'face', corrections: [] },
        output: { resolution: 'source', fps: 'source' },
        captions: { track: 'spoken', second: null },
        speakers: [],
        base_version: 1,
      },
    ]);

    await choose('No music');
    await waitFor(() => expect(bodies[`PUT ${EDITS}`]).toHaveLength(2));
    // Based on the version the first save returned.
    expect(bodies[`PUT ${EDITS}`]?.[1]).toEqual({
      hook: null,
      music: null,
      broll: [],
      cuts: [],
      zooms: [],
      reframe: { aspect: 'original', mode: 'face', corrections: [] },
      output: { resolution: 'source', fps: 'source' },
      captions: { track: 'spoken', second: null },
      speakers: [],
      base_version: 2,
    });
    expect(screen.getByRole('slider', { name: 'Volume' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('says when the music was not saved, and saves it on Try again', async () => {
    let refuse = true;
    const message = 'This video is rendering. Wait for it to finish, or cancel it, before changing it.';
    const { bodies } = answerStyleTab(
      {
        [`PUT ${EDITS}`]: (body) =>
          refuse
            ? { status: 409, data: { status: 'error', message } }
            : { status: 200, data: { status: 'success', data: { ...(body as object), edit_version: 2 } } },
      },
      { video },
    );
    openStyleTab();
    await waitFor(() => expect(trackSelect().value).toBe('No music'), { timeout: 3000 });
    await choose('Night Drive');
    const alert = await screen.findByTestId('music-save-error', {}, { timeout: 3000 });
    expect(alert.textContent).toContain(message);
    expect(saveState()).toBe('Not saved');
    refuse = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(saveState()).toBe('Saved'));
    expect(bodies[`PUT ${EDITS}`]).toHaveLength(2);
  });

  it('plays the track at the chosen volume and pauses it', async () => {
    const playing = new WeakSet<HTMLMediaElement>();
    const played: HTMLMediaElement[] = [];
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      return !playing.has(this);
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      playing.add(this);
      played.push(this);
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      playing.delete(this);
      this.dispatchEvent(new Event('pause'));
    });
    answerStyleTab(
      {},
      {
        video,
        edits: {
          hook: null,
          music: { audio_id: 'a-night', volume: 0.3, duck: true, duck_db: 12 },
          broll: [],
          cuts: [],
          zooms: [],
          reframe: { aspect: 'original', mode: 'face', corrections: [] },
          output: { resolution: 'source', fps: 'source' },
          captions: { track: 'spoken', second: null },
          speakers: [],
        },
      },
    );
    openStyleTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Play music' }, { timeout: 3000 }));
    const pause = await screen.findByRole('button', { name: 'Pause music' });
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    expect(played[0]?.src).toContain('/api/user/audios/a-night/file');
    expect(played[0]?.volume).toBeCloseTo(0.3);
    expect(played[0]?.loop).toBe(true);
    fireEvent.click(pause);
    expect(await screen.findByRole('button', { name: 'Play music' })).toBeTruthy();
  });

  it('cannot be changed while the video renders', async () => {
    answerStyleTab({}, { video: { ...video, status: 'rendering' } });
    openStyleTab();
    await waitFor(() => expect(trackSelect().value).toBe('No music'), { timeout: 3000 });
    expect(trackSelect().disabled).toBe(true);
    expect(screen.getByTestId('music-panel').textContent).toContain('This video is rendering');
  });

  it('lowers the music under speech by the chosen depth, or not at all', async () => {
    const { bodies } = answerStyleTab(
      {},
      { video, edits: { ...withHook, music: { audio_id: 'a-night', volume: 0.4, duck: true, duck_db: 12 } } },
    );
    openStyleTab();
    const ducking = await screen.findByRole('switch', { name: /Lower the music under speech/ });
    expect(ducking).toHaveProperty('checked', true);
    expect(screen.getByTestId('music-duck-depth').textContent).toBe('12 dB');
    fireEvent.click(ducking);
    await waitFor(() => expect(saveState()).toBe('Saved'));
    expect(bodies[`PUT ${EDITS}`]?.at(-1)).toMatchObject({ music: { duck: false, duck_db: 12 } });
    expect(screen.getByRole('slider', { name: 'Lowered by' }).getAttribute('data-disabled')).toBe('true');
  });
});
