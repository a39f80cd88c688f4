// Plans, features, redeem codes and the credit ledger through the API.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCodes } from '../src/admin/admin-commands';
import { moveCredits } from '../src/modules/plans/credit-ledger-queries';
import { renewDueSubscriptions } from '../src/modules/plans/credit-renewal';
import { creditLedger, redeemCodes, subscriptions } from '../src/platform/db/schema';
import { signedInUser } from './support/accounts';
import { BrowserAgent } from './support/browser-agent';
import { startTestServer, type TestServer } from './support/test-runtime';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.database.db;
const newCode = async (
  options: { planSlug?: string; credits?: number; uses?: number; expiresAt?: Date } = {},
) => {
  const csv = await createCodes(db(), { count: 1, credits: 0, uses: 1, ...options });
  return csv.split('\n')[1]?.split(',')[0] ?? '';
};

describe('plan and features', () => {
  it('gives a new account the Free plan with its credits and features', async () => {
    const { browser } = await signedInUser(server);
    const plan = (await browser.get('/api/user/plan')).json();
    expect(plan.status).toBe('success');
    expect(plan.data).toMatchObject({
      name: 'Free',
      status: 'active',
      total_credits: 3,
      available_credits: 3,
      duration_limit: 300,
      recordings: { duration_limit: 3600, upload_limit_mb: 2048 },
    });
    expect(plan.data.metadata.history[0]).toMatchObject({ event: 'plan_started', plan: 'Free' });
    const features = (await browser.get('/api/user/features')).json().data;
    expect(Object.keys(features).sort()).toEqual([
      'custom_fonts',
      'media_uploads',
      'projects',
      'templates',
      'upload_size',
    ]);
    expect(features.projects).toEqual({ enabled: true, limit: 3 });
  });

  it('needs a session', async () => {
    const anonymous = new BrowserAgent(server.app);
    expect((await anonymous.get('/api/user/plan')).statusCode).toBe(401);
    expect((await anonymous.get('/api/user/features')).statusCode).toBe(401);
  });
});

describe('redeem codes', () => {
  it('applies a plan code, case-insensitively, and records it in the history', async () => {
    const { browser } = await signedInUser(server);
    const code = await newCode({ planSlug: 'lifetime' });
    const response = await browser.post('/api/user/redeem-code', { code: code.toLowerCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe('Code redeemed: Lifetime plan.');
    const plan = (await browser.get('/api/user/plan')).json().data;
    expect(plan).toMatchObject({
      name: 'Lifetime',
      total_credits: 40,
      available_credits: 40,
      duration_limit: 3600,
      recordings: { duration_limit: 14_400, upload_limit_mb: 20_480 },
    });
    expect(plan.metadata.history.map((h: { event: string }) => h.event)).toEqual([
      'plan_started',
      'plan_started',
      'code_redeemed',
    ]);
  });

  it('adds credits from a credits code', async () => {
    const { browser } = await signedInUser(server);
    await browser.post('/api/user/redeem-code', { code: await newCode({ credits: 5 }) });
    expect((await browser.get('/api/user/plan')).json().data).toMatchObject({
      total_credits: 8,
      available_credits: 8,
    });
  });

  it('answers unknown, used, expired and own-reuse codes with distinct messages', async () => {
    const { browser } = await signedInUser(server);
    const other = await signedInUser(server);
    const unknown = await browser.post('/api/user/redeem-code', { code: 'AAAA-BBBB-CCCC-DDDD' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.code).toEqual(['This code does not exist. Check it for typos.']);

    const code = await newCode({ credits: 1 });
    await browser.post('/api/user/redeem-code', { code });
    expect((await browser.post('/api/user/redeem-code', { code })).json().message).toBe(
      'You have already redeemed this code.',
    );
    expect((await other.browser.post('/api/user/redeem-code', { code })).json().message).toBe(
      'This code has already been used.',
    );

    const expired = await newCode({ credits: 1, expiresAt: new Date(Date.now() - 1000) });
    expect((await other.browser.post('/api/user/redeem-code', { code: expired })).json().message).toBe(
      'This code has expired.',
    );
  });

  it('lets an N-use code be redeemed by N different people', async () => {
    const code = await newCode({ credits: 1, uses: 2 });
    const results = [];
    for (let i = 0; i < 3; i++)
      results.push(
        (await (await signedInUser(server)).browser.post('/api/user/redeem-code', { code })).statusCode,
      );
    expect(results).toEqual([200, 200, 422]);
  });

  it('lets exactly one of two people redeem a single-use code at the same moment', async () => {
    const code = await newCode({ credits: 2 });
    const [a, b] = await Promise.all([signedInUser(server), signedInUser(server)]);
    const responses = await Promise.all(
      [a, b].map(({ browser }) => browser.post('/api/user/redeem-code', { code })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const [row] = await db()
      .select()
      .from(redeemCodes)
      .where(eq(redeemCodes.code, code.replaceAll('-', '')));
    expect(row?.uses).toBe(1);
  });

  it('answers guessing with 429 after five attempts', async () => {
    const { browser } = await signedInUser(server);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await browser.post('/api/user/redeem-code', { code: `GUESS-${i}XYZ` })).statusCode);
    expect(codes).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('refuses a malformed body with field errors', async () => {
    const { browser } = await signedInUser(server);
    const response = await browser.post('/api/user/redeem-code', { code: 42 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toBeDefined();
  });
});

describe('credit ledger', () => {
  it('moves credits once per idempotency key', async () => {
    const { browser, id } = await signedInUser(server);
    const charge = { userId: id, delta: -1, reason: 'render', idempotencyKey: `render:${id}:1` };
    expect(await db().transaction((tx) => moveCredits(tx, charge))).toBe(true);
    expect(await db().transaction((tx) => moveCredits(tx, charge))).toBe(false);
    expect((await browser.get('/api/user/plan')).json().data.available_credits).toBe(2);
    const rows = await db().select().from(creditLedger).where(eq(creditLedger.userId, id));
    expect(rows.map((r) => r.delta).sort()).toEqual([-1, 3]);
  });
});

describe('credit renewal', () => {
  it('starts a new period once for a subscription whose period ended', async () => {
    const { browser, id } = await signedInUser(server);
    await db().transaction((tx) =>
      moveCredits(tx, { userId: id, delta: -3, reason: 'render', idempotencyKey: `r:${id}` }),
    );
    await db()
      .update(subscriptions)
      .set({ nextRebill: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, id));
    expect(await renewDueSubscriptions(db())).toBeGreaterThanOrEqual(1);
    expect(await renewDueSubscriptions(db())).toBe(0);
    const plan = (await browser.get('/api/user/plan')).json().data;
    expect(plan).toMatchObject({ total_credits: 3, available_credits: 3 });
    expect(new Date(plan.next_rebill).getTime()).toBeGreaterThan(Date.now());
    expect(plan.metadata.history.at(-1)).toMatchObject({ event: 'renewal', credits: 3 });
  });
});
