// Account endpoints under abuse: answers that reveal nothing about which addresses have accounts
// (their work is queued), one live password-reset link per account and one reset mail a minute,
// and limits on password spraying and on guessing the current password.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../src/platform/db/schema';
import { signedInUser, TEST_PASSWORD } from './support/accounts';
import { BrowserAgent } from './support/browser-agent';
import { linkIn, MailCatcher } from './support/mail-catcher';
import { startTestServer, type TestServer } from './support/test-runtime';

let server: TestServer;
const mail = new MailCatcher();
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({ env: { SMTP_URL: await mail.start() } });
});
afterAll(async () => {
  await server?.close();
  await mail.stop();
});

const agent = (on = server) => new BrowserAgent(on.app);
const newEmail = () => `abuse${++counter}-${Date.now()}@example.com`;
const signupBody = (email: string, firstname = 'Ada') => ({
  agree_terms: true,
  email,
  firstname,
  lastname: 'Lovelace',
  password: 'correct horse battery',
  password_confirmation: 'correct horse battery',
});
const db = () => server.runtime.database.db;

/** Waits until the queue has no waiting or running job of `name` left. */
async function queueSettled(on: TestServer, name: string) {
  await expect
    .poll(
      async () => {
        const result = (await on.runtime.database.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = ${name} and state in ('created', 'retry', 'active')`,
        )) as unknown as { rows: { n: number }[] };
        return Number(result.rows[0]?.n);
      },
      { timeout: 15_000, interval: 100 },
    )
    .toBe(0);
}

const withoutEmail = (body: string, email: string) => body.replaceAll(email, 'EMAIL');

describe('answers that do not tell whether an address has an account', () => {
  it('answers sign-up and forgot-password alike for known and unknown addresses, even with mail down', async () => {
    // Mail that cannot be delivered must not turn into a different answer for known addresses.
    const down = await startTestServer({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const known = 'known@example.com';
      await down.runtime.database.db.insert(users).values({ email: known, firstname: 'K', lastname: 'N' });
      const pairs = [
        ['/api/signup', signupBody(known), signupBody('unknown@example.com')],
        ['/api/forgot-password', { email: known }, { email: 'unknown@example.com' }],
      ] as const;
      for (const [url, knownBody, unknownBody] of pairs) {
        const a = await agent(down).post(url, knownBody);
        const b = await agent(down).post(url, unknownBody);
        expect(a.statusCode).toBeLessThan(300);
        expect(a.statusCode).toBe(b.statusCode);
        expect(withoutEmail(a.body, known)).toBe(withoutEmail(b.body, 'unknown@example.com'));
        expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
      }
    } finally {
      await down.close();
    }
  });

  it('still creates the account and mails the link, or mails the owner, after answering', async () => {
    const email = newEmail();
    expect((await agent().post('/api/signup', signupBody(email))).statusCode).toBe(201);
    linkIn(await mail.waitFor(email, /Verify/), 'http://localhost:8080/email-verify/');
    const [created] = await db().select().from(users).where(eq(users.email, email));
    expect(created?.firstname).toBe('Ada');

    expect((await agent().post('/api/signup', signupBody(email, 'Eve'))).statusCode).toBe(201);
    await mail.waitFor(email, /already have/);
    const rows = await db().select().from(users).where(eq(users.email, email));
    expect(rows.map((row) => [row.firstname, row.passwordHash])).toEqual([['Ada', created?.passwordHash]]);
  });
});

describe('password reset links', () => {
  const resetMails = (email: string) =>
    mail.mails.filter((m) => m.to.includes(email) && /Reset/.test(m.subject));
  const resetBody = (link: URL, password: string) => ({
    ...Object.fromEntries(link.searchParams),
    password,
    password_confirmation: password,
  });

  it('sends at most one reset mail a minute per account, whatever the network address', async () => {
    const { email } = await signedInUser(server);
    await agent().post('/api/forgot-password', { email });
    await mail.waitFor(email, /Reset/);
    await agent().post('/api/forgot-password', { email });
    await agent().post('/api/forgot-password', { email });
    await queueSettled(server, 'accounts.password-reset');
    expect(resetMails(email)).toHaveLength(1);
  });

  it('keeps only the newest link alive, and deletes every link once one is used', async () => {
    const { email, id } = await signedInUser(server);
    await agent().post('/api/forgot-password', { email });
    const first = linkIn(await mail.waitFor(email, /Reset/), 'http://localhost:8080/reset-password');
    // A minute later (the per-account interval), a second link replaces the first.
    await db()
      .update(passwordResetTokens)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(passwordResetTokens.userId, id));
    await agent().post('/api/forgot-password', { email });
    await expect.poll(() => resetMails(email).length, { timeout: 10_000 }).toBe(2);
    const [, newest] = resetMails(email);
    if (!newest) throw new Error('no second reset mail');
    const second = linkIn(newest, 'http://localhost:8080/reset-password');
    expect(second.search).not.toBe(first.search);

    const old = await agent().post('/api/reset-password', resetBody(first, 'an old link password'));
    expect(old.statusCode).toBe(403);
    const used = await agent().post('/api/reset-password', resetBody(second, 'the newest link password'));
    expect(used.statusCode).toBe(200);
    const [left] = await db()
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, id));
    expect(left?.n).toBe(0);
  });
});

describe('anti-automation limits', () => {
  it('stops password spraying: failed sign-ins from one address across many accounts', async () => {
    const sprayer = agent();
    const codes: number[] = [];
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 15; i++) {
        const response = await sprayer.post('/api/login', {
          email: `victim${i}@example.com`,
          password: 'Summer2025!',
        });
        codes.push(response.statusCode);
      }
    }
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(422));
    expect(codes.slice(20)).toEqual(Array(10).fill(429));
    // Someone else, from another address, is not affected.
    const { email } = await signedInUser(server);
    expect((await agent().post('/api/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the network address', async () => {
    const { email } = await signedInUser(server);
    const office = agent();
    for (let i = 0; i < 25; i++) {
      expect((await office.post('/api/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    }
  });

  it('limits wrong current passwords on a password change', async () => {
    const { browser } = await signedInUser(server);
    const change = (current: string) =>
      browser.post('/api/user/password', {
        current_password: current,
        password: 'another good secret',
        password_confirmation: 'another good secret',
      });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await change(`guess number ${i}`)).statusCode);
    expect(codes).toEqual([422, 422, 422, 422, 422, 429]);
    expect((await change(TEST_PASSWORD)).statusCode).toBe(429);
  });
});
