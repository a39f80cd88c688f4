import { SUBTITLE_FILE_MAX_BYTES, type VideoDetail } from '@captionist/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { successReply } from '../../test-support/answer-api-with';
import { sampleVideoDetail } from '../../test-support/editor-fixtures';
import { w } from '../../test-support/word-fixtures';
import { answerEditor, openEditor, status, word } from './editor-test-api';

const SRT = '1\n00:00:00,500 --> 00:00:01,500\nFrom my file.\n';
const LINE_ERROR = 'Line 2: the timing line should look like 00:00:01,000 --> 00:00:02,500.';

const imported = sampleVideoDetail({
  transcript: {
    language: 'en',
    engine: 'imported',
    words: [w('From', 500, 800, null), w('my', 800, 1000, null), w('file.', 1000, 1500, null)],
    note: null,
  },
  edit_version: 2,
});

/** The editor's server: the video as stored (the import replaces it), its edits, and `importReply`. */
function answerImport(importReply: (body: unknown) => { status: number; data: unknown }) {
  let current: VideoDetail = sampleVideoDetail();
  return answerEditor({
    'GET /user/videos/v1': () => successReply(current),
    'GET /user/videos/v1/edits': () =>
      successReply({ hook: null, music: null, broll: [], cuts: [], edit_version: current.edit_version }),
    'POST /user/videos/v1/import-captions': (body) => {
      const reply = importReply(body);
      if (reply.status === 200) current = (reply.data as { data: VideoDetail }).data;
      return reply;
    },
    'GET /user/videos/transcription-status/v1': status({ status: 'queued', progress: 0, engine: null }),
  });
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Import subtitles' }));
  return screen.findByRole('dialog', { name: 'Import subtitles' });
}

function pick(dialog: HTMLElement, file: File) {
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input.accept).toBe('.srt,.vtt,.ass,.ssa');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('importing subtitles from the editor', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it("sends the file's text and format, and shows its words in place of the transcript", async () => {
    const { bodies } = answerImport(() => successReply(imported));
    openEditor();
    expect(await screen.findByTestId('transcript')).toBeTruthy();
    const dialog = await openDialog();
    pick(dialog, new File([SRT], 'talk.SRT', { type: 'application/x-subrip' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import subtitles' })).toBeNull());
    expect(bodies['POST /user/videos/v1/import-captions']).toEqual({
      text: SRT,
      format: 'srt',
      align: false,
    });
    await waitFor(() => expect(word('file.')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Hello' })).toBeNull();
    expect(screen.getByTestId('transcript-engine').textContent).toBe('Your subtitle file');
  });

  it('asks for the words to be lined up with the sound, and follows that run', async () => {
    const { bodies } = answerImport(() =>
      successReply(sampleVideoDetail({ status: 'transcribing', transcription_status: 'queued' })),
    );
    openEditor();
    const dialog = await openDialog();
    // A UTF-16 file with its byte order mark, as Windows tools save subtitles.
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...SRT].flatMap((char) => [char.charCodeAt(0), 0])]);
    pick(dialog, new File([utf16], 'talk.vtt'));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Align the words to the audio' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByTestId('transcription-progress')).toBeTruthy();
    expect(bodies['POST /user/videos/v1/import-captions']).toEqual({ text: SRT, format: 'vtt', align: true });
  });

  it("shows the server's reason, with its line, under the file input, and keeps the dialog open", async () => {
    answerImport(() => ({
      status: 422,
      data: { status: 'error', message: LINE_ERROR, errors: { text: [LINE_ERROR] } },
    }));
    openEditor();
    const dialog = await openDialog();
    pick(dialog, new File(['1\nHello\n'], 'broken.srt'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(LINE_ERROR);
    const input = within(dialog).getByLabelText('Subtitle file');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(screen.getByRole('dialog', { name: 'Import subtitles' })).toBeTruthy();
  });

  it('refuses a file over 2 MB, or no file, without asking the server', async () => {
    const { calls } = answerImport(() => successReply(imported));
    openEditor();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Choose a subtitle file.');
    pick(dialog, new File(['x'.repeat(SUBTITLE_FILE_MAX_BYTES + 1)], 'huge.srt'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This file is 2.1 MB; a subtitle file may be at most 2 MB.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).not.toContain('POST /user/videos/v1/import-captions');
  });

  it('offers no lining up on a video without sound', async () => {
    answerEditor({ 'GET /user/videos/v1': successReply(sampleVideoDetail({ has_audio: 'no' })) });
    openEditor();
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });
});
