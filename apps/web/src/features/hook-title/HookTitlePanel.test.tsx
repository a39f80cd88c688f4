import { type VideoEdits, videoEditsSchema } from '@captionist/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { successReply } from '../../test-support/answer-api-with';
import { sampleVideoDetail } from '../../test-support/editor-fixtures';
import { EditorModelScope } from '../../test-support/editor-model-scope';
import { answerEdits, EDITS_URL } from '../../test-support/edits-test-api';
import { renderScreen } from '../../test-support/render-screen';
import { HookTitlePanel } from './HookTitlePanel';

const video = sampleVideoDetail();
const otherEdits: VideoEdits = videoEditsSchema.parse({
  music: { audio_id: 'a-night', volume: 0.3, duck: true, duck_db: 12 },
  broll: [{ media_id: 'm1', start_ms: 500, end_ms: 1500 }],
});
const HOOKS = 'POST /user/media/get-ai-title-hook';
const saveState = () => screen.getByTestId('hook-save-state').textContent;
const titleInput = () => screen.getByLabelText('Hook title', { selector: 'input' }) as HTMLInputElement;

describe('HookTitlePanel', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the saved hook title and its duration', async () => {
    answerEdits({ ...otherEdits, hook: { text: 'Wait for it', duration_ms: 4500 } });
    renderScreen(
      <EditorModelScope video={video}>
        <HookTitlePanel video={video} />
      </EditorModelScope>,
    );
    await waitFor(() => expect(titleInput().value).toBe('Wait for it'));
    expect((screen.getByLabelText('Shown for (seconds)') as HTMLInputElement).value).toBe('4.5');
    expect(saveState()).toBe('Saved');
  });

  it('saves a chosen AI suggestion with the music and b-roll as the server has them', async () => {
    const server = answerEdits(otherEdits, {
      [HOOKS]: successReply({ source: 'ai', hooks: ['You won’t believe this', 'Three tricks in 30 s'] }),
    });
    renderScreen(
      <EditorModelScope video={video}>
        <HookTitlePanel video={video} />
      </EditorModelScope>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Suggest hooks' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use “Three tricks in 30 s”' }));
    expect(server.bodies[HOOKS]).toEqual([{ vid: 'v1' }]);
    expect(screen.queryByTestId('hook-basic-note')).toBeNull();
    expect(titleInput().value).toBe('Three tricks in 30 s');
    await waitFor(() => expect(server.puts).toHaveLength(1), { timeout: 3000 });
    expect(server.puts[0]).toEqual({
      ...otherEdits,
      hook: { text: 'Three tricks in 30 s', duration_ms: 3000 },
    });
    await waitFor(() => expect(saveState()).toBe('Saved'));
  });

  it('labels basic suggestions and says plainly how an administrator enables AI', async () => {
    answerEdits(otherEdits, { [HOOKS]: successReply({ source: 'basic', hooks: ['So here is the thing.'] }) });
    renderScreen(
      <EditorModelScope video={video}>
        <HookTitlePanel video={video} />
      </EditorModelScope>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Suggest hooks' }));
    const note = await screen.findByTestId('hook-basic-note');
    expect(note.textContent).toContain('Offline suggestions, without AI');
    expect(note.textContent).toContain('With a language model they get much better');
    expect(note.textContent).toMatch(
      /sets LLM_BASE_URL and LLM_MODEL .*Any OpenAI-compatible chat API works, including one running on your own machine/,
    );
  });

  it('saves a typed title once typing settles, and its duration in milliseconds', async () => {
    const server = answerEdits(otherEdits);
    renderScreen(
      <EditorModelScope video={video}>
        <HookTitlePanel video={video} />
      </EditorModelScope>,
    );
    await waitFor(() => expect(titleInput().disabled).toBe(false));
    fireEvent.change(titleInput(), { target: { value: 'My' } });
    fireEvent.change(titleInput(), { target: { value: 'My own hook' } });
    expect(saveState()).toBe('Unsaved changes');
    fireEvent.change(screen.getByLabelText('Shown for (seconds)'), { target: { value: '5' } });
    await waitFor(() => expect(saveState()).toBe('Saved'), { timeout: 3000 });
    expect(server.puts.at(-1)).toEqual({ ...otherEdits, hook: { text: 'My own hook', duration_ms: 5000 } });
  });

  it('does not save an empty title, and removes the hook as null', async () => {
    const server = answerEdits({ ...otherEdits, hook: { text: 'Old', duration_ms: 3000 } });
    renderScreen(
      <EditorModelScope video={video}>
        <HookTitlePanel video={video} />
      </EditorModelScope>,
    );
    await waitFor(() => expect(titleInput().value).toBe('Old'));
    fireEvent.change(titleInput(), { target: { value: '  ' } });
    expect(await screen.findByText('The hook title is empty.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove hook' }));
    await waitFor(() => expect(server.puts).toHaveLength(1));
    expect(server.puts[0]).toEqual({ ...otherEdits, hook: null });
  });

  it('says when the hook was not saved, and saves it on Try again', async () => {
    let refuse = true;
    const server = answerEdits(otherEdits, {
      [`PUT ${EDITS_URL}`]: (body) =>
        refuse
          ? { status: 409, data: { status: 'error', message: 'This video is rendering.' } }
          : successReply({ ...(body as object), edit_version: 2 }),
    });
    renderScreen(
      <EditorModelScope video={video}>
        <HookTitlePanel video={video} />
      </EditorModelScope>,
    );
    await waitFor(() => expect(titleInput().disabled).toBe(false));
    fireEvent.change(titleInput(), { target: { value: 'Hello' } });
    expect((await screen.findByTestId('hook-save-error', {}, { timeout: 3000 })).textContent).toContain(
      'This video is rendering.',
    );
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(saveState()).toBe('Saved'));
    expect(server.bodies[`PUT ${EDITS_URL}`]).toHaveLength(2);
  });
});
