// Account flows through the real HTTP app, a real database and a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationUrl } from '../src/modules/auth/signed-links';
import { BrowserAgent } from './support/browser-agent';
import { linkIn, MailCatcher } from './support/mail-catcher';
import { startTestServer, type TestServer } from './support/test-runtime';

let server: TestServer;
const mail = new MailCatcher();
let counter = 0;

beforeAll(async () => {
  const smtpUrl = await mail.start();
  server = await startTestServer({ env: { SMTP_URL: smtpUrl } });
});

afterAll(async () => {
  await server?.close();
  await mail.stop();
});

const agent = () => new BrowserAgent(server.app);
const newEmail = () => `user${++counter}-${Date.now()}@example.com`;
const signupBody = (email: string, extra: object = {}) => ({
  agree_terms: true,
  email,
  firstname: 'Ada',
  lastname: 'Lovelace',
  password: 'correct horse battery',
  password_confirmation: 'correct horse battery',
  ...extra,
});

/** Signs up and follows the verification link; returns the e-mail address. */
async function verifiedAccount(browser = agent()): Promise<string> {
  const email = newEmail();
  expect((await browser.post('/api/signup', signupBody(email))).statusCode).toBe(201);
  const link = linkIn(await mail.waitFor(email, /Verify/), 'http://localhost:8080/email-verify/');
  expect((await browser.get(`/api${link.pathname}${link.search}`)).statusCode).toBe(200);
  return email;
}

describe('XSRF', () => {
  it('refuses a non-GET request without the header with 419', async () => {
    const response = await agent().request({ method: 'POST', url: '/api/login', payload: {}, xsrf: false });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ status: 'error', message: 'CSRF token mismatch.' });
  });

  it('refuses a wrong token with 419', async () => {
    const browser = agent();
    await browser.get('/api/csrf-cookie');
    const response = await browser.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.co', password: 'x' },
      xsrf: false,
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(response.statusCode).toBe(419);
  });

  it('sets a JS-readable XSRF cookie, and an httpOnly session cookie at sign-in', async () => {
    const browser = agent();
    const email = await verifiedAccount(browser);
    const response = await browser.get('/api/csrf-cookie');
    expect(response.statusCode).toBe(204);
    const cookies = response.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[];
    expect(cookies.find((c) => c.name === 'XSRF-TOKEN')?.httpOnly).toBeFalsy();
    const login = await browser.post('/api/login', { email, password: 'correct horse battery' });
    const loginCookies = login.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[];
    expect(loginCookies.find((c) => c.name === 'captionist_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
  });
});

describe('sign-up, verification and login', () => {
  it('signs up, verifies by the mailed link, logs in and reads the user', async () => {
    const browser = agent();
    const email = await verifiedAccount(browser);
    const login = await browser.post('/api/login', {
      email: email.toUpperCase(),
      password: 'correct horse battery',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ email, firstname: 'Ada', lastname: 'Lovelace', avatar: null });
    const user = await browser.get('/api/user');
    expect(user.json()).toMatchObject({ status: 'success', data: { email, email_verified: true } });
    expect((await browser.get('/api/session')).json()).toEqual(user.json());
  });

  it('tells a signed-out visitor so with 200 and no user on GET /session, while GET /user stays 401', async () => {
    const browser = agent();
    const session = await browser.get('/api/session');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ status: 'success', data: null });
    expect((await browser.get('/api/user')).statusCode).toBe(401);
  });

  it('rotates the session id on login', async () => {
    const browser = agent();
    const email = await verifiedAccount(browser);
    await browser.get('/api/csrf-cookie');
    const before = browser.cookies.get('captionist_session');
    await browser.post('/api/login', { email, password: 'correct horse battery' });
    expect(browser.cookies.get('captionist_session')).not.toBe(before);
  });

  it('answers a second sign-up with the same address alike, and mails the owner instead', async () => {
    const email = await verifiedAccount();
    const again = await agent().post('/api/signup', signupBody(email.toUpperCase(), { firstname: 'Eve' }));
    expect(again.statusCode).toBe(201);
    expect(again.json().data.message).toContain('We sent a verification link');
    await mail.waitFor(email, /already have/);
  });

  it('refuses to log in an unverified address, offering a new link', async () => {
    const email = newEmail();
    await agent().post('/api/signup', signupBody(email));
    await mail.waitFor(email, /Verify/);
    const login = await agent().post('/api/login', { email, password: 'correct horse battery' });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/verify your e-mail address/);
    const resend = await agent().post('/api/email/resend', { email });
    expect(resend.statusCode).toBe(200);
  });

  it('returns field errors for bad sign-up input, never a 500', async () => {
    const response = await agent().post('/api/signup', {
      agree_terms: false,
      email: 'not-an-email',
      firstname: '   ',
      lastname: 'x'.repeat(51),
      password: 'short',
      password_confirmation: 'other',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      ['agree_terms', 'email', 'firstname', 'lastname', 'password', 'password_confirmation'].sort(),
    );
    const wrongTypes = await agent().post('/api/signup', { agree_terms: 'yes', email: 5, password: [] });
    expect(wrongTypes.statusCode).toBe(422);
    const mismatch = await agent().post(
      '/api/signup',
      signupBody(newEmail(), { password_confirmation: 'different!!' }),
    );
    expect(mismatch.json().errors.password_confirmation).toEqual([
      'The password confirmation does not match.',
    ]);
  });

  it('rate-limits wrong passwords: the sixth attempt in a minute gets 429', async () => {
    const email = await verifiedAccount();
    const browser = agent();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await browser.post('/api/login', { email, password: 'wrong password' })).statusCode);
    }
    expect(codes).toEqual([422, 422, 422, 422, 422, 429]);
  });
});

describe('signed verification links', () => {
  it('refuses a tampered link and an expired one with distinct messages', async () => {
    const email = newEmail();
    await agent().post('/api/signup', signupBody(email));
    const link = linkIn(await mail.waitFor(email, /Verify/), 'http://localhost:8080/email-verify/');
    const tampered = new URLSearchParams(link.search);
    tampered.set('expires', String(Number(tampered.get('expires')) + 1));
    const bad = await agent().get(`/api${link.pathname}?${tampered}`);
    expect(bad.statusCode).toBe(403);
    expect(bad.json().message).toBe('Invalid verification link.');

    const userId = link.pathname.split('/').pop() ?? '';
    const expired = new URL(
      verificationUrl('http://localhost:8080', server.runtime.config.APP_KEY, {
        token: userId,
        email,
        expires: Math.floor(Date.now() / 1000) - 10,
      }),
    );
    const old = await agent().get(`/api${expired.pathname}${expired.search}`);
    expect(old.statusCode).toBe(403);
    expect(old.json().message).toBe('This verification link has expired.');
  });

  it('treats a second visit of a valid link as success', async () => {
    const email = newEmail();
    await agent().post('/api/signup', signupBody(email));
    const link = linkIn(await mail.waitFor(email, /Verify/), 'http://localhost:8080/email-verify/');
    expect((await agent().get(`/api${link.pathname}${link.search}`)).statusCode).toBe(200);
    expect((await agent().get(`/api${link.pathname}${link.search}`)).statusCode).toBe(200);
  });
});

describe('password reset and sessions', () => {
  it('answers forgot-password identically for known and unknown addresses', async () => {
    const known = await verifiedAccount();
    const a = await agent().post('/api/forgot-password', { email: known });
    const b = await agent().post('/api/forgot-password', { email: 'nobody-here@example.com' });
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json().data.message.replace(known, 'X')).toBe(
      b.json().data.message.replace('nobody-here@example.com', 'X'),
    );
  });

  it('resets once by the mailed link and signs out every session', async () => {
    const signedIn = agent();
    const email = await verifiedAccount(signedIn);
    await signedIn.post('/api/login', { email, password: 'correct horse battery' });
    expect((await signedIn.get('/api/user')).statusCode).toBe(200);

    await agent().post('/api/forgot-password', { email });
    const link = linkIn(await mail.waitFor(email, /Reset/), 'http://localhost:8080/reset-password');
    const q = Object.fromEntries(link.searchParams);
    const body = { ...q, password: 'a brand new secret', password_confirmation: 'a brand new secret' };
    const reset = await agent().post('/api/reset-password', body);
    expect(reset.statusCode).toBe(200);
    expect((await signedIn.get('/api/user')).statusCode).toBe(401);

    const reused = await agent().post('/api/reset-password', body);
    expect(reused.statusCode).toBe(403);
    expect(reused.json().message).toMatch(/already been used/);
    const login = await agent().post('/api/login', { email, password: 'a brand new secret' });
    expect(login.statusCode).toBe(200);
  });

  it('logout destroys the session', async () => {
    const browser = agent();
    const email = await verifiedAccount(browser);
    await browser.post('/api/login', { email, password: 'correct horse battery' });
    const session = browser.cookies.get('captionist_session');
    expect((await browser.post('/api/logout')).statusCode).toBe(200);
    const stale = await server.app.inject({
      url: '/api/user',
      headers: { cookie: `captionist_session=${session}` },
    });
    expect(stale.statusCode).toBe(401);
  });
});
