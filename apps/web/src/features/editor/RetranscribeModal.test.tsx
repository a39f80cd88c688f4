import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { successReply } from '../../test-support/answer-api-with';
import { sampleVideoDetail } from '../../test-support/editor-fixtures';
import { sampleWords } from '../../test-support/word-fixtures';
import { answerEditor, openEditor, status } from './editor-test-api';

const UNKNOWN =
  'Choose a language from the list (an ISO 639-1 code such as "en" or "de"), or "auto" to detect it.';
const edited = sampleVideoDetail({
  language: 'auto',
  transcript: { language: 'en', engine: 'edited', words: sampleWords(), note: null },
});

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Transcribe again' }));
  return screen.findByRole('dialog', { name: 'Transcribe again' });
}

async function pickLanguage(dialog: HTMLElement, typed: string, name: string) {
  const picker = within(dialog).getByLabelText('Spoken language', { selector: 'input' }) as HTMLInputElement;
  picker.focus();
  fireEvent.click(picker);
  fireEvent.change(picker, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
  await waitFor(() => expect(picker.value).toBe(name));
}

describe('transcribing a video again from the editor', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('says the edits will be replaced, sends the language picked and follows the new run', async () => {
    const { bodies } = answerEditor({
      'GET /user/videos/v1': successReply(edited),
      'POST /user/videos/v1/retranscribe': successReply(
        sampleVideoDetail({ status: 'transcribing', transcription_status: 'queued', language: 'fr' }),
      ),
      'GET /user/videos/transcription-status/v1': status({ status: 'queued', progress: 0, engine: null }),
    });
    openEditor();
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('replace the current transcript, including your edits');
    const picker = within(dialog).getByLabelText('Spoken language', {
      selector: 'input',
    }) as HTMLInputElement;
    expect(picker.value).toBe('Detect automatically');
    await pickLanguage(dialog, 'fren', 'French');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace the transcript' }));
    expect(await screen.findByTestId('transcription-progress')).toBeTruthy();
    expect(bodies['POST /user/videos/v1/retranscribe']).toEqual({ language: 'fr' });
  });

  it("shows the server's reason under the picker and keeps the dialog open", async () => {
    answerEditor({
      'GET /user/videos/v1': successReply(edited),
      'POST /user/videos/v1/retranscribe': {
        status: 422,
        data: { status: 'error', message: UNKNOWN, errors: { language: [UNKNOWN] } },
      },
    });
    openEditor();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace the transcript' }));
    expect(await within(dialog).findByText(UNKNOWN)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Transcribe again' })).toBeTruthy();
  });

  it('cancels without asking the server', async () => {
    const { calls } = answerEditor({ 'GET /user/videos/v1': successReply(edited) });
    openEditor();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transcribe again' })).toBeNull());
    expect(calls).not.toContain('POST /user/videos/v1/retranscribe');
    expect(screen.getByTestId('transcript')).toBeTruthy();
  });

  it('names the engine and the language it heard', async () => {
    answerEditor({
      'GET /user/videos/v1': successReply(
        sampleVideoDetail({
          language: 'de',
          transcript: { language: 'de', engine: 'whisper', words: sampleWords(), note: null },
        }),
      ),
    });
    openEditor();
    expect((await screen.findByTestId('transcript-engine')).textContent).toBe('Whisper');
    expect(screen.getByTestId('transcript-source').textContent).toBe(
      'Transcribed by Whisper, an accurate speech model on our server. Language: German.',
    );
  });
});
