import type { FeatureSet } from '@captionist/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerApiWith, type FakeReply, successReply } from '../../test-support/answer-api-with';
import { sampleMedia } from '../../test-support/media-fixtures';
import { freeFeatures } from '../../test-support/plan-fixtures';
import { renderScreen } from '../../test-support/render-screen';
import { MediaLibraryPanel } from './MediaLibraryPanel';

function answerLibrary(replies: Record<string, FakeReply>, features: FeatureSet = freeFeatures) {
  return answerApiWith((config) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    if (replies[key]) return replies[key];
    if (config.url === '/user/features') return successReply(features);
    return { status: 204, data: '' };
  });
}

const logo = sampleMedia({ id: 'm1', name: 'Logo.png', width: 640, height: 480 });
const song = sampleMedia({
  id: 'm2',
  kind: 'audio',
  name: 'Theme.mp3',
  mime_type: 'audio/mpeg',
  thumbnail_url: null,
  duration_ms: 125_000,
});

const pick = (file: File) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

describe('MediaLibraryPanel', () => {
  afterEach(cleanup);

  it('lists the files with a preview, their facts and the room the plan leaves', async () => {
    answerLibrary({ 'GET /user/media-uploads': successReply([logo, song]) });
    renderScreen(<MediaLibraryPanel />);
    const items = await screen.findAllByTestId('media-item');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByTestId('media-thumbnail')).toBeTruthy();
    expect(items[0]?.textContent).toContain('Image · 1.5 MB · 640×480');
    expect(within(items[1] as HTMLElement).queryByTestId('media-thumbnail')).toBeNull();
    expect(items[1]?.textContent).toContain('Audio · 1.5 MB · 2:05');
    expect(await screen.findByText('2 of 10 files')).toBeTruthy();
  });

  it('invites to upload when the library is empty', async () => {
    answerLibrary({ 'GET /user/media-uploads': successReply([]) });
    renderScreen(<MediaLibraryPanel />);
    expect((await screen.findByTestId('media-empty')).textContent).toContain('No media yet');
  });

  it('says the plan has no media uploads and offers no upload', async () => {
    answerLibrary(
      { 'GET /user/media-uploads': successReply([]) },
      {
        ...freeFeatures,
        media_uploads: { enabled: false },
      },
    );
    renderScreen(<MediaLibraryPanel />);
    expect((await screen.findByTestId('media-plan-notice')).textContent).toContain(
      'Your plan does not include media uploads.',
    );
    expect(screen.getByRole('button', { name: 'Upload media' }).hasAttribute('disabled')).toBe(true);
  });

  it("shows the server's refusal of an upload", async () => {
    const calls = answerLibrary({
      'GET /user/media-uploads': successReply([]),
      'POST /user/media-uploads/upload-url': {
        status: 403,
        data: {
          status: 'error',
          message: 'Your plan allows 10 media files. Delete some or upgrade to add more.',
        },
      },
    });
    renderScreen(<MediaLibraryPanel />);
    await screen.findByTestId('media-empty');
    await screen.findByText('0 of 10 files');
    pick(new File(['png'], 'Logo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your plan allows 10 media files.');
    expect(calls).toContain('POST /user/media-uploads/upload-url');
  });

  it('refuses a file of another type before calling the server', async () => {
    const calls = answerLibrary({ 'GET /user/media-uploads': successReply([]) });
    renderScreen(<MediaLibraryPanel />);
    await screen.findByText('0 of 10 files');
    pick(new File(['%PDF'], 'Notes.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Upload an image (PNG, JPEG, WebP)');
    expect(calls.some((call) => call.includes('upload-url'))).toBe(false);
  });

  it('renames a file and deletes one after asking', async () => {
    // The server's library changes with the calls, as the refetch after each change shows.
    let library = [logo, song];
    const calls = answerApiWith((config) => {
      if (config.url === '/user/features') return successReply(freeFeatures);
      if (config.url === '/user/media-uploads') return successReply(library);
      if (config.url === '/user/media-uploads/update/m1') {
        library = [{ ...logo, name: 'Brand mark' }, song];
        return successReply(library[0]);
      }
      if (config.url === '/user/media-uploads/delete/m2') {
        library = library.filter((media) => media.id !== 'm2');
        return successReply({ message: 'The media file was deleted.' });
      }
      return { status: 204, data: '' };
    });
    renderScreen(<MediaLibraryPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Logo.png' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename media file' });
    fireEvent.change(within(rename).getByLabelText(/File name/), { target: { value: 'Brand mark' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Brand mark')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Theme.mp3' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete media file?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    await waitFor(() => expect(screen.queryByText('Theme.mp3')).toBeNull());
    expect(calls).toContain('POST /user/media-uploads/update/m1');
    expect(calls).toContain('DELETE /user/media-uploads/delete/m2');
  });
});
