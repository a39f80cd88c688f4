import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerApiWith, type FakeReply, successReply } from '../../test-support/answer-api-with';
import { renderWithAuth } from '../../test-support/render-with-auth';
import { testUser } from '../../test-support/test-user';
import { ChangePasswordForm } from './ChangePasswordForm';

function serverAnswering(reply: FakeReply) {
  const bodies: unknown[] = [];
  answerApiWith((config) => {
    if (config.url === '/csrf-cookie') return { status: 204, data: '' };
    bodies.push(JSON.parse(config.data as string));
    return reply;
  });
  return bodies;
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('ChangePasswordForm', () => {
  afterEach(cleanup);

  it('sends the current password along with the new one', async () => {
    const bodies = serverAnswering(successReply({ message: 'Your password has been changed.' }));
    renderWithAuth(<ChangePasswordForm user={testUser} />, testUser);
    fill(/^Current password/, 'old-password');
    fill(/^New password/, 'new-password');
    fill(/^Confirm new password/, 'new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      current_password: 'old-password',
      password: 'new-password',
      password_confirmation: 'new-password',
    });
  });

  it('shows a wrong current password under its field', async () => {
    const message = 'The current password is incorrect.';
    serverAnswering({
      status: 422,
      data: { status: 'error', message, errors: { current_password: [message] } },
    });
    renderWithAuth(<ChangePasswordForm user={testUser} />, testUser);
    fill(/^Current password/, 'guess');
    fill(/^New password/, 'new-password');
    fill(/^Confirm new password/, 'new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(message)).toBeTruthy();
    // Screen readers hear the error with the field it belongs to.
    const describedBy = screen.getByLabelText(/^Current password/).getAttribute('aria-describedby') ?? '';
    const errorId = describedBy.split(/\s+/).find((id) => id.endsWith('-error'));
    expect(document.getElementById(errorId ?? '')?.textContent).toBe(message);
  });

  it('lets an account made through Google set its first password', async () => {
    const googleUser = { ...testUser, has_password: false };
    const bodies = serverAnswering(successReply({ message: 'Your password has been changed.' }));
    const auth = renderWithAuth(<ChangePasswordForm user={googleUser} />, googleUser);
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    fill(/^New password/, 'new-password');
    fill(/^Confirm new password/, 'new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(auth.updateUser).toHaveBeenCalledWith({ ...googleUser, has_password: true }));
    expect(bodies[0]).toEqual({ password: 'new-password', password_confirmation: 'new-password' });
  });

  it('checks that the confirmation matches before sending', async () => {
    const bodies = serverAnswering(successReply({ message: 'Your password has been changed.' }));
    renderWithAuth(<ChangePasswordForm user={testUser} />, testUser);
    fill(/^New password/, 'new-password');
    fill(/^Confirm new password/, 'other-password');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password confirmation does not match.')).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });
});
