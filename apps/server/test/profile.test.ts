// Profile, avatar and password changes of the signed-in user.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserAgent } from './support/browser-agent';
import { linkIn, MailCatcher } from './support/mail-catcher';
import { multipartBody } from './support/multipart-body';
import { startTestServer, type TestServer } from './support/test-runtime';

let server: TestServer;
const mail = new MailCatcher();
const password = 'correct horse battery';

beforeAll(async () => {
  server = await startTestServer({ env: { SMTP_URL: await mail.start() } });
});
afterAll(async () => {
  await server?.close();
  await mail.stop();
});

async function signedIn(): Promise<{ browser: BrowserAgent; email: string }> {
  const browser = new BrowserAgent(server.app);
  const email = `p${Math.random().toString(36).slice(2)}@example.com`;
  await browser.post('/api/signup', {
    agree_terms: true,
    email,
    firstname: 'Grace',
    lastname: 'Hopper',
    password,
    password_confirmation: password,
  });
  const link = linkIn(await mail.waitFor(email, /Verify/), 'http://localhost:8080/email-verify/');
  await browser.get(`/api${link.pathname}${link.search}`);
  expect((await browser.post('/api/login', { email, password })).statusCode).toBe(200);
  return { browser, email };
}

const postProfile = (
  browser: BrowserAgent,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
) => {
  const { body, contentType } = multipartBody(fields, file);
  return browser.request({
    method: 'POST',
    url: '/api/user/profile',
    payload: body,
    headers: { 'content-type': contentType },
  });
};

describe('profile', () => {
  it('requires a session', async () => {
    const anonymous = new BrowserAgent(server.app);
    expect((await anonymous.get('/api/user')).statusCode).toBe(401);
    expect((await postProfile(anonymous, { firstname: 'a', lastname: 'b' })).statusCode).toBe(401);
  });

  it('changes names and stores a square WebP avatar served by a signed URL', async () => {
    const { browser } = await signedIn();
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const response = await postProfile(
      browser,
      { firstname: ' Ada ', lastname: 'King' },
      { name: 'me.png', bytes: png },
    );
    expect(response.statusCode).toBe(200);
    const user = response.json().data;
    expect(user).toMatchObject({ firstname: 'Ada', lastname: 'King' });
    const avatarUrl = new URL(user.avatar);
    const avatar = await server.app.inject({ url: `${avatarUrl.pathname}${avatarUrl.search}` });
    expect(avatar.statusCode).toBe(200);
    const meta = await sharp(avatar.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('refuses a PDF renamed to .png and keeps the old profile', async () => {
    const { browser } = await signedIn();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF');
    const response = await postProfile(
      browser,
      { firstname: 'New', lastname: 'Name' },
      { name: 'photo.png', bytes: pdf },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0]).toMatch(/JPEG, PNG, WebP or GIF/);
    expect((await browser.get('/api/user')).json().data.firstname).toBe('Grace');
  });

  it('refuses a picture over 5 MB with 413', async () => {
    const { browser } = await signedIn();
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const response = await postProfile(
      browser,
      { firstname: 'A', lastname: 'B' },
      { name: 'big.jpg', bytes: big },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().status).toBe('error');
  });

  it('validates names and keeps markup as plain text', async () => {
    const { browser } = await signedIn();
    const empty = await postProfile(browser, { firstname: '', lastname: 'B' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.firstname).toBeDefined();
    const xss = '<img src=x onerror=alert(1)>';
    const response = await postProfile(browser, { firstname: xss.slice(0, 50), lastname: '"quoted"' });
    expect(response.json().data.firstname).toBe(xss.slice(0, 50));
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('password change', () => {
  it('needs the current password, then signs out the other sessions only', async () => {
    const { browser, email } = await signedIn();
    const other = new BrowserAgent(server.app);
    await other.post('/api/login', { email, password });
    const wrong = await browser.post('/api/user/password', {
      current_password: 'not it at all',
      password: 'another long secret',
      password_confirmation: 'another long secret',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['The current password is incorrect.']);
    const ok = await browser.post('/api/user/password', {
      current_password: password,
      password: 'another long secret',
      password_confirmation: 'another long secret',
    });
    expect(ok.statusCode).toBe(200);
    expect((await browser.get('/api/user')).statusCode).toBe(200);
    expect((await other.get('/api/user')).statusCode).toBe(401);
  });
});
