import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerApiWith, type FakeReply, successReply } from '../../test-support/answer-api-with';
import { renderWithAuth } from '../../test-support/render-with-auth';
import { testUser } from '../../test-support/test-user';
import { ProfileDetailsForm } from './ProfileDetailsForm';

/** Plays the server and keeps the multipart bodies sent to it. */
function serverAnswering(reply: FakeReply) {
  const bodies: FormData[] = [];
  answerApiWith((config) => {
    if (config.url === '/csrf-cookie') return { status: 204, data: '' };
    bodies.push(config.data as FormData);
    return reply;
  });
  return bodies;
}

function choosePicture(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

describe('ProfileDetailsForm', () => {
  afterEach(cleanup);

  it('saves the names and the chosen picture, then replaces the signed-in user', async () => {
    const saved = { ...testUser, firstname: 'Augusta', avatar: '/api/storage/a.webp' };
    const bodies = serverAnswering(successReply(saved));
    const auth = renderWithAuth(<ProfileDetailsForm user={testUser} />, testUser);
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Augusta' } });
    choosePicture(png());
    expect(await screen.findByRole('img', { name: 'Preview of your new picture' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(auth.updateUser).toHaveBeenCalledWith(saved));
    const body = bodies[0] ?? new FormData();
    expect(body.get('firstname')).toBe('Augusta');
    expect(body.get('lastname')).toBe('Lovelace');
    expect((body.get('file') as File).name).toBe('me.png');
  });

  it('sends no file when the picture is kept', async () => {
    const bodies = serverAnswering(successReply(testUser));
    renderWithAuth(<ProfileDetailsForm user={testUser} />, testUser);
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.has('file')).toBe(false);
  });

  it('refuses a file that is not a picture before anything is sent', async () => {
    const bodies = serverAnswering(successReply(testUser));
    renderWithAuth(<ProfileDetailsForm user={testUser} />, testUser);
    choosePicture(new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('The picture must be a JPEG, PNG, WebP or GIF image.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Preview of your new picture' })).toBeNull();
    expect(bodies).toHaveLength(0);
  });

  it("shows the server's verdict on the picture next to it", async () => {
    const message = 'We could not read this image. Try another file.';
    serverAnswering({ status: 422, data: { status: 'error', message, errors: { file: [message] } } });
    renderWithAuth(<ProfileDetailsForm user={testUser} />, testUser);
    choosePicture(png());
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
