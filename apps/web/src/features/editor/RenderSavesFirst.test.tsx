// The render draws what the preview shows: "Render video" saves the editor's unsaved edits first,
// and when they cannot be saved nothing is rendered (no credit spent) and the editor says why.
import { editConflictMessage, type TranscriptWord } from '@captionist/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { successReply } from '../../test-support/answer-api-with';
import { sampleVideoDetail } from '../../test-support/editor-fixtures';
import { editConflictReply } from '../../test-support/fake-edit-version';
import { freePlanResponse } from '../../test-support/plan-fixtures';
import { renderProgress } from '../../test-support/render-fixtures';
import { unsavedChangesMessage } from '../render';
import { answerEditor, openEditor } from './editor-test-api';

const SAVE = 'POST /user/videos/v1/save-transcription';
const RENDER = 'POST /user/videos/v1/request-render';

const renderReplies = {
  'GET /user/videos/v1': successReply(sampleVideoDetail()),
  'GET /user/videos/v1/edits': successReply({
    hook: null,
    music: null,
    broll: [],
    cuts: [],
    edit_version: 1,
  }),
  'GET /user/plan': successReply({ ...freePlanResponse, available_credits: 3 }),
  'GET /user/videos/v1/render-progress': successReply(renderProgress({ render_id: null, status: 'none' })),
  [RENDER]: { status: 202, data: { status: 'success', data: renderProgress({ status: 'queued' }) } },
};

/** Corrects "there." to "SOOO" in place (then opens `tab`, if given), then presses Render video. */
async function editThenRender(tab?: string) {
  fireEvent.doubleClick(await screen.findByRole('button', { name: 'there.' }));
  const input = screen.getByRole('textbox', { name: 'Edit the word there.' });
  fireEvent.change(input, { target: { value: 'SOOO' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(screen.getByTestId('save-state').textContent).toBe('Unsaved changes');
  if (tab) fireEvent.click(screen.getByRole('tab', { name: tab }));
  const render = screen.getByRole('button', { name: 'Render video' });
  await waitFor(() => expect((render as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(render);
}

describe('Render video in the editor', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it.each([
    ['from the Transcript tab', undefined],
    ['from another tab', 'Style'],
  ])('saves the unsaved words first, so the render draws what the preview shows (%s)', async (_, tab) => {
    const { calls, bodies } = answerEditor({
      ...renderReplies,
      [SAVE]: (body) => {
        const words = (body as { words: TranscriptWord[] }).words;
        return successReply(
          sampleVideoDetail({
            transcript: { language: 'en', engine: 'edited', words, note: null },
            edit_version: 2,
          }),
        );
      },
    });
    openEditor();
    await editThenRender(tab);
    await waitFor(() => expect(calls).toContain(RENDER));
    expect(calls.indexOf(SAVE)).toBeLessThan(calls.indexOf(RENDER));
    const sent = bodies[SAVE] as { words: TranscriptWord[]; base_version: number };
    expect(sent.words.map((word) => word.text)).toContain('SOOO');
    expect(sent.base_version).toBe(1);
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('All changes saved'));
  });

  it('does not render when the edits cannot be saved, and says why', async () => {
    const { calls } = answerEditor({ ...renderReplies, [SAVE]: editConflictReply });
    openEditor();
    await editThenRender();
    const failure = await screen.findByTestId('render-request-failed');
    expect(failure.textContent).toContain(unsavedChangesMessage(editConflictMessage));
    expect(screen.getByTestId('edit-conflict')).toBeTruthy();
    expect(calls).toContain(SAVE);
    expect(calls).not.toContain(RENDER);
    expect(calls).not.toContain('GET /user/plan');
  });
});
