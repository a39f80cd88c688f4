import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApiWith } from '../test-support/answer-api-with';
import { apiClient } from './api-client';
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from './normalise-error';

/** Plays the server setting (or expiring) the cookie in the browser's jar. */
function setXsrfCookie(value: string, expires = '') {
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom's cookie jar is only reachable this way.
  document.cookie = `XSRF-TOKEN=${value}; path=/${expires && `; expires=${expires}`}`;
}

describe('apiClient', () => {
  beforeEach(() => {
    setXsrfCookie('', 'Thu, 01 Jan 1970 00:00:00 GMT');
    window.history.pushState({}, '', '/dashboard');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends the API defaults', () => {
    expect(apiClient.defaults.baseURL).toBe('/api');
    expect(apiClient.defaults.withCredentials).toBe(true);
    expect(apiClient.defaults.timeout).toBe(0);
    expect(apiClient.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(apiClient.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
    expect(apiClient.defaults.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(apiClient.defaults.headers.Accept).toBe('application/json');
  });

  it('fetches the XSRF cookie once before concurrent state-changing calls', async () => {
    const calls = answerApiWith((config) => {
      if (config.url === '/csrf-cookie') setXsrfCookie('abc');
      return config.url === '/csrf-cookie'
        ? { status: 204, data: '' }
        : { status: 200, data: { status: 'success', data: {} } };
    });
    await Promise.all([apiClient.post('/user/projects'), apiClient.delete('/user/fonts/1')]);
    await apiClient.get('/user');
    expect(calls.filter((call) => call === 'GET /csrf-cookie')).toHaveLength(1);
    expect(calls.at(-1)).toBe('GET /user');
  });

  it('always refreshes the XSRF cookie before logging in', async () => {
    setXsrfCookie('old');
    const calls = answerApiWith((config) =>
      config.url === '/csrf-cookie'
        ? { status: 204, data: '' }
        : { status: 200, data: { status: 'success', data: {} } },
    );
    await apiClient.post('/login', { email: 'a@b.c', password: 'x' });
    expect(calls).toEqual(['GET /csrf-cookie', 'POST /login']);
  });

  it('rejects a 200 answer whose body is not a success', async () => {
    answerApiWith(() => ({
      status: 200,
      data: { status: 'error', message: 'You have no video credits left.' },
    }));
    await expect(apiClient.get('/user/plan')).rejects.toEqual(
      new ApiError('You have no video credits left.'),
    );
  });

  it('turns a body without a status into the unexpected error', async () => {
    answerApiWith(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    await expect(apiClient.get('/user')).rejects.toEqual(
      new ApiError(UNEXPECTED_ERROR_MESSAGE, { httpStatus: 502 }),
    );
  });

  it('keeps the HTTP status and field errors of a failed answer', async () => {
    const body = { status: 'error', message: 'Taken.', errors: { email: ['Taken.'] } };
    answerApiWith((config) =>
      config.url === '/csrf-cookie' ? { status: 204, data: '' } : { status: 422, data: body },
    );
    await expect(apiClient.post('/signup')).rejects.toEqual(
      new ApiError('Taken.', { errors: body.errors, httpStatus: 422 }),
    );
  });

  it('sends the browser to the login page on a 401 from a signed-in page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    answerApiWith(() => ({ status: 401, data: { status: 'error', message: 'Unauthenticated.' } }));
    await expect(apiClient.get('/user/projects')).rejects.toEqual(
      new ApiError('Unauthenticated.', { httpStatus: 401 }),
    );
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('stays put on a 401 from a public page, e-mail verification, or an expected 401', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    answerApiWith(() => ({ status: 401, data: { status: 'error', message: 'Unauthenticated.' } }));
    window.history.pushState({}, '', '/login');
    await expect(apiClient.get('/user')).rejects.toBeDefined();
    window.history.pushState({}, '', '/email-verify/abc');
    await expect(apiClient.get('/user')).rejects.toBeDefined();
    window.history.pushState({}, '', '/dashboard');
    await expect(apiClient.get('/user', { skipAuthRedirect: true })).rejects.toBeDefined();
    expect(assign).not.toHaveBeenCalled();
  });
});
