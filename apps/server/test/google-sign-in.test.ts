// Google sign-in against a real local OpenID Connect provider (oauth2-mock-server): PKCE,
// state and nonce are checked by both sides.
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../src/modules/users/user-queries';
import { BrowserAgent } from './support/browser-agent';
import { startTestServer, type TestServer } from './support/test-runtime';

let provider: OAuth2Server;
let server: TestServer;
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
  server = await startTestServer({
    env: {
      GOOGLE_CLIENT_ID: 'captionist-test',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_ISSUER_URL: provider.issuer.url ?? '',
    },
  });
});

afterAll(async () => {
  await server?.close();
  await provider?.stop();
});

/** Follows the redirect to the provider and back, as a browser would; returns the final Location. */
async function signInWithGoogle(browser: BrowserAgent): Promise<string> {
  const start = await browser.get('/api/auth/google/redirect');
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location') ?? '');
  const back = await browser.get(`${callback.pathname}${callback.search}`);
  expect(back.statusCode).toBe(302);
  return back.headers.location as string;
}

describe('Google sign-in', () => {
  it('is said to be offered, to signed-out visitors too', async () => {
    const response = await server.app.inject({ url: '/api/auth/google/status' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: { enabled: true } });
  });

  it('creates a verified account and signs it in', async () => {
    claims = { email: 'grace@example.com', email_verified: true, given_name: 'Grace', family_name: 'Hopper' };
    const browser = new BrowserAgent(server.app);
    expect(await signInWithGoogle(browser)).toBe('http://localhost:8080/dashboard');
    const user = (await browser.get('/api/user')).json().data;
    expect(user).toMatchObject({
      email: 'grace@example.com',
      firstname: 'Grace',
      email_verified: true,
      has_password: false,
    });
  });

  it('links an existing account with the same verified e-mail', async () => {
    const browser = new BrowserAgent(server.app);
    await browser.post('/api/signup', {
      agree_terms: true,
      email: 'ada@example.com',
      firstname: 'Ada',
      lastname: 'Lovelace',
      password: 'correct horse battery',
      password_confirmation: 'correct horse battery',
    });
    // Sign-up finishes in a queued job.
    await expect
      .poll(() => findUserByEmail(server.runtime.database.db, 'ada@example.com'), { timeout: 10_000 })
      .not.toBeNull();
    claims = {
      sub: 'google-ada',
      email: 'ADA@example.com',
      email_verified: true,
      given_name: 'A',
      family_name: 'L',
    };
    expect(await signInWithGoogle(browser)).toBe('http://localhost:8080/dashboard');
    const user = (await browser.get('/api/user')).json().data;
    expect(user).toMatchObject({
      email: 'ada@example.com',
      firstname: 'Ada',
      email_verified: true,
      has_password: true,
    });
  });

  it('refuses an unverified Google e-mail with a message on the login page', async () => {
    claims = { sub: 'google-eve', email: 'eve@example.com', email_verified: false };
    const location = await signInWithGoogle(new BrowserAgent(server.app));
    expect(location).toBe('http://localhost:8080/login?error=unverified');
  });

  it('refuses a callback whose state does not match the one it started', async () => {
    const browser = new BrowserAgent(server.app);
    const start = await browser.get('/api/auth/google/redirect');
    const authorize = new URL(start.headers.location as string);
    authorize.searchParams.set('state', 'forged-state');
    const atProvider = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location') ?? '');
    const back = await browser.get(`${callback.pathname}${callback.search}`);
    expect(back.headers.location).toBe('http://localhost:8080/login?error=failed');
    expect((await browser.get('/api/user')).statusCode).toBe(401);
  });
});

describe('Google sign-in not configured', () => {
  it('is said to be off, and its redirect sends the browser back to login with a clear message', async () => {
    const plain = await startTestServer();
    try {
      const status = await plain.app.inject({ url: '/api/auth/google/status' });
      expect(status.json()).toEqual({ status: 'success', data: { enabled: false } });
      const response = await plain.app.inject({ url: '/api/auth/google/redirect' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('http://localhost:8080/login?error=unavailable');
    } finally {
      await plain.close();
    }
  });
});
