// Session lifetime (idle timeout and absolute lifetime), how rarely the session row is written,
// that an ended session stops working however it ended although every API process keeps the
// sessions it looked up in memory (session-lookup.ts), and guests' XSRF cookies that create no
// session row.
import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSessionLookup } from '../src/modules/auth/session-lookup';
import { deleteSession, SESSIONS_CHANGED_CHANNEL } from '../src/modules/auth/session-queries';
import { listen } from '../src/platform/db/listen';
import { sessions, users } from '../src/platform/db/schema';
import { signedInUser, TEST_PASSWORD } from './support/accounts';
import { BrowserAgent } from './support/browser-agent';
import { startTestServer, type TestServer } from './support/test-runtime';
import { onceHeard as heard } from './support/wait-until';

let server: TestServer;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  server = await startTestServer({ env: { SESSION_IDLE_DAYS: '7', SESSION_ABSOLUTE_DAYS: '30' } });
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.database.db;

const onceHeard = (check: () => Promise<void>) => heard(server.runtime.database, check);

const expectStatus = async (browser: BrowserAgent, status: number) =>
  expect((await browser.get('/api/user')).statusCode).toBe(status);

function sessionHash(browser: BrowserAgent): string {
  return createHash('sha256')
    .update(browser.cookies.get('captionist_session') ?? '')
    .digest('hex');
}

async function sessionRow(browser: BrowserAgent) {
  const [row] = await db()
    .select()
    .from(sessions)
    .where(eq(sessions.idHash, sessionHash(browser)));
  if (!row) throw new Error('no session row');
  return row;
}

async function age(browser: BrowserAgent, fields: { createdDaysAgo?: number; lastSeenMinutesAgo?: number }) {
  const set: Record<string, Date> = {};
  if (fields.createdDaysAgo !== undefined)
    set.createdAt = new Date(Date.now() - fields.createdDaysAgo * DAY_MS);
  if (fields.lastSeenMinutesAgo !== undefined) {
    set.lastSeenAt = new Date(Date.now() - fields.lastSeenMinutesAgo * 60_000);
  }
  await db()
    .update(sessions)
    .set(set)
    .where(eq(sessions.idHash, sessionHash(browser)));
}

describe('session lifetime', () => {
  it('ends a session after the absolute lifetime even while it is in use', async () => {
    const { browser } = await signedInUser(server);
    await age(browser, { createdDaysAgo: 29 });
    expect((await browser.get('/api/user')).statusCode).toBe(200);
    await age(browser, { createdDaysAgo: 31 });
    await onceHeard(() => expectStatus(browser, 401));
  });

  it('ends a session after the idle timeout', async () => {
    const { browser } = await signedInUser(server);
    const row = await sessionRow(browser);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(7 * DAY_MS, -4);
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, row.idHash));
    await onceHeard(() => expectStatus(browser, 401));
  });

  it('moves the idle deadline no further than the absolute end', async () => {
    const { browser } = await signedInUser(server);
    await age(browser, { createdDaysAgo: 28, lastSeenMinutesAgo: 10 });
    await onceHeard(async () => {
      await expectStatus(browser, 200);
      const row = await sessionRow(browser);
      expect(row.expiresAt.getTime()).toBe(row.createdAt.getTime() + 30 * DAY_MS);
    });
  });
});

describe('session writes', () => {
  it('writes the session row at most every five minutes, not on every request', async () => {
    const { browser } = await signedInUser(server);
    await age(browser, { lastSeenMinutesAgo: 3 });
    const before = await sessionRow(browser);
    for (let i = 0; i < 5; i++) expect((await browser.get('/api/user')).statusCode).toBe(200);
    expect((await sessionRow(browser)).lastSeenAt).toEqual(before.lastSeenAt);

    await age(browser, { lastSeenMinutesAgo: 6 });
    await onceHeard(async () => {
      await expectStatus(browser, 200);
      const touched = await sessionRow(browser);
      expect(Date.now() - touched.lastSeenAt.getTime()).toBeLessThan(60_000);
      expect(touched.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60_000);
    });
  });
});

describe('ending sessions', () => {
  // Several uses first: the session is then answered from memory.
  const use = async (browser: BrowserAgent) => {
    for (let i = 0; i < 3; i++) expect((await browser.get('/api/user')).statusCode).toBe(200);
  };

  // A change through the API counts at once on either database: the process that makes it forgets
  // its cached sessions before it answers.
  it('ends the other sessions at once when one of them changes the password', async () => {
    const { browser, email } = await signedInUser(server);
    const other = new BrowserAgent(server.app);
    await other.post('/api/login', { email, password: TEST_PASSWORD });
    await use(browser);
    await use(other);
    const changed = await browser.post('/api/user/password', {
      current_password: TEST_PASSWORD,
      password: 'another long secret',
      password_confirmation: 'another long secret',
    });
    expect(changed.statusCode).toBe(200);
    expect((await other.get('/api/user')).statusCode).toBe(401);
    expect((await browser.get('/api/user')).statusCode).toBe(200);
  });

  it('ends a session when its row is deleted outside the API', async () => {
    const { browser } = await signedInUser(server);
    await use(browser);
    await db()
      .delete(sessions)
      .where(eq(sessions.idHash, sessionHash(browser)));
    await onceHeard(() => expectStatus(browser, 401));
  });

  it('ends a session when its account is deleted (the rows go by cascade)', async () => {
    const { browser, id } = await signedInUser(server);
    await use(browser);
    await db().delete(users).where(eq(users.id, id));
    // Not /api/user, which fails on the missing account by itself: the project list would
    // answer an empty list to a session that still counted.
    await onceHeard(async () => expect((await browser.get('/api/user/projects')).statusCode).toBe(401));
  });

  it('ends a session when its deadline is moved into the past', async () => {
    const { browser } = await signedInUser(server);
    await use(browser);
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, sessionHash(browser)));
    await onceHeard(() => expectStatus(browser, 401));
  });

  it('hears of a deadline moved back, not of the touch that moves it on', async () => {
    const { browser } = await signedInUser(server);
    let heard = 0;
    const listening = await listen(server.runtime.database, SESSIONS_CHANGED_CHANNEL, {
      onNotification: () => heard++,
    });
    const mine = eq(sessions.idHash, sessionHash(browser));
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + 8 * DAY_MS) })
      .where(mine);
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(mine);
    // Notifications arrive in commit order: had the touch announced itself, its notification
    // would be here before the second one.
    await vi.waitFor(() => expect(heard).toBeGreaterThan(0));
    expect(heard).toBe(1);
    await listening.close();
  });

  it('does not keep a lookup that overlapped the sign-out', async () => {
    const { browser } = await signedInUser(server);
    const lookup = await createSessionLookup(server.runtime.database, { idleDays: 7, absoluteDays: 30 });
    const id = browser.cookies.get('captionist_session') ?? '';
    const [found] = await Promise.all([lookup.find(id), deleteSession(db(), sessionHash(browser))]);
    expect(found?.idHash).toBe(sessionHash(browser));
    expect(await lookup.find(id)).toBeNull();
    await lookup.close();
  });
});

describe('guest XSRF cookies', () => {
  const countSessions = async () => (await db().select({ n: count() }).from(sessions))[0]?.n;

  it('issues the XSRF cookie to cookie-less callers without creating session rows', async () => {
    const before = await countSessions();
    for (let i = 0; i < 20; i++) {
      const response = await server.app.inject({ url: '/api/csrf-cookie' });
      expect(response.statusCode).toBe(204);
      const names = (response.cookies as { name: string }[]).map((c) => c.name);
      expect(names).toEqual(['XSRF-TOKEN']);
    }
    expect(await countSessions()).toBe(before);
  });

  it('accepts the guest token for signing in, then rotates to a session token', async () => {
    const { email } = await signedInUser(server);
    const browser = new BrowserAgent(server.app);
    await browser.get('/api/csrf-cookie');
    const guestToken = browser.cookies.get('XSRF-TOKEN');
    const login = await browser.post('/api/login', { email, password: 'correct horse battery' });
    expect(login.statusCode).toBe(200);
    expect(browser.cookies.get('XSRF-TOKEN')).not.toBe(guestToken);
    expect((await browser.get('/api/user')).statusCode).toBe(200);
  });

  it('refuses a guest token the server did not sign, even when cookie and header agree', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: 'XSRF-TOKEN=made.up', 'x-xsrf-token': 'made.up' },
      payload: { email: 'a@example.com', password: 'whatever1' },
    });
    expect(response.statusCode).toBe(419);
  });
});
