import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { answerApiWith, type FakeReply, successReply } from '../../test-support/answer-api-with';
import { renderWithAuth } from '../../test-support/render-with-auth';
import { testUser } from '../../test-support/test-user';
import { LoginForm } from './LoginForm';

const UNVERIFIED = 'Please verify your e-mail address before signing in.';

/** Plays the server: the XSRF cookie always comes, the rest answers `reply`. */
function serverAnswering(reply: (config: InternalAxiosRequestConfig) => FakeReply) {
  const bodies: unknown[] = [];
  const calls = answerApiWith((config) => {
    if (config.url === '/csrf-cookie') return { status: 204, data: '' };
    bodies.push(typeof config.data === 'string' ? JSON.parse(config.data) : config.data);
    return reply(config);
  });
  return { calls, bodies };
}

function submit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  afterEach(cleanup);

  it('checks the fields with the contract messages before calling the server', async () => {
    const { calls } = serverAnswering(() => successReply(testUser));
    renderWithAuth(<LoginForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The e-mail address is required.')).toBeTruthy();
    expect(screen.getByText('The password is required.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('signs in with the user the server answers', async () => {
    const { bodies } = serverAnswering(() => successReply(testUser));
    const auth = renderWithAuth(<LoginForm />);
    submit('ada@example.com', 'correct horse');
    await waitFor(() => expect(auth.login).toHaveBeenCalledWith(testUser));
    expect(bodies).toEqual([{ email: 'ada@example.com', password: 'correct horse' }]);
  });

  it('shows refused credentials under the e-mail field', async () => {
    const message = 'These credentials do not match our records.';
    serverAnswering(() => ({
      status: 422,
      data: { status: 'error', message, errors: { email: [message] } },
    }));
    renderWithAuth(<LoginForm />);
    submit('ada@example.com', 'wrong password');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a new verification link to the address of an unverified account', async () => {
    const { calls, bodies } = serverAnswering((config) =>
      config.url === '/login'
        ? { status: 403, data: { status: 'error', message: UNVERIFIED } }
        : successReply({ message: 'We sent it a new link.' }),
    );
    renderWithAuth(<LoginForm />);
    submit('ada@example.com', 'correct horse');
    expect((await screen.findByRole('alert')).textContent).toContain(UNVERIFIED);
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    await waitFor(() => expect(calls).toContain('POST /email/resend'));
    expect(bodies.at(-1)).toEqual({ email: 'ada@example.com' });
  });

  it('shows a refusal without a resend offer when it is not about verification', async () => {
    const message = 'Too many sign-in attempts. Please wait a minute and try again.';
    serverAnswering(() => ({ status: 429, data: { status: 'error', message } }));
    renderWithAuth(<LoginForm />);
    submit('ada@example.com', 'correct horse');
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
  });
});
