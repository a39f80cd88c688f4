// Programs on the API (issue 36, docs/api.md): API keys with scopes on the same routes as the
// session, their revocation and expiry, and Idempotency-Key retries, on both databases.

import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/platform/http/build-app';
import { appRoutes } from '../src/routes';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { startTestServer, type TestServer } from './support/test-runtime';
import { until } from './support/wait-until';

const RATE = 40;
let server: TestServer;
/** A second API process on the same database, with its own caches, as in a scaled-out install. */
let other: FastifyInstance;

beforeAll(async () => {
  server = await startTestServer({ env: { API_KEY_REQUESTS_PER_MINUTE: String(RATE) } });
  other = await buildApp(server.runtime, appRoutes);
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await server?.close();
});

type Scope = 'read' | 'write' | 'render';

async function createKey(browser: BrowserAgent, scopes: Scope[], name = 'CI'): Promise<string> {
  const created = await browser.post('/api/user/api-keys', { name, scopes });
  expect(created.statusCode).toBe(201);
  return created.json().data.secret;
}

function withKey(
  key: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
  app: FastifyInstance = server.app,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}`, ...headers } });
}

describe('API keys', () => {
  it('are shown once, listed by their prefix, and work without cookies or an XSRF token', async () => {
    const { browser } = await signedInUser(server);
    const created = await browser.post('/api/user/api-keys', { name: ' Zapier ', scopes: ['write', 'read'] });
    expect(created.statusCode).toBe(201);
    const { key, secret } = created.json().data;
    expect(secret).toMatch(/^cap_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Zapier',
      scopes: ['read', 'write'],
      last_used_at: null,
      expires_at: null,
    });
    expect(secret.startsWith(key.prefix)).toBe(true);
    expect(key.prefix.length).toBeLessThan(16);

    const project = await withKey(secret, 'POST', '/api/user/projects', { name: 'From a script' });
    expect(project.statusCode).toBe(201);
    const listed = await withKey(secret, 'GET', '/api/user/projects');
    expect(listed.json().data.map((p: { name: string }) => p.name)).toEqual(['From a script']);

    const keys = (await browser.get('/api/user/api-keys')).json().data;
    expect(keys).toHaveLength(1);
    expect(JSON.stringify(keys)).not.toContain(secret.slice(key.prefix.length));
    await until(
      'the change',
      async () => (await browser.get('/api/user/api-keys')).json().data[0].last_used_at,
      (value) => value !== null,
      10_000,
    );
  });

  it('need the scope of the route, and never reach the routes of the account itself', async () => {
    const { browser } = await signedInUser(server);
    const { id: projectId } = (await browser.post('/api/user/projects', { name: 'P' })).json().data;
    const reader = await createKey(browser, ['read']);
    expect((await withKey(reader, 'GET', `/api/user/projects/${projectId}`)).statusCode).toBe(200);
    const write = await withKey(reader, 'POST', '/api/user/projects', { name: 'No' });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('This API key lacks the "write" scope this request needs.');

    const writer = await createKey(browser, ['read', 'write']);
    const vid = '00000000-0000-4000-8000-000000000000';
    const render = await withKey(writer, 'POST', `/api/user/videos/${vid}/request-render`);
    expect(render.statusCode).toBe(403);
    expect(render.json().message).toContain('"render" scope');
    // With the scope, the route itself answers (no such video).
    const renderer = await createKey(browser, ['render']);
    expect((await withKey(renderer, 'POST', `/api/user/videos/${vid}/request-render`)).statusCode).toBe(404);

    for (const [method, url, payload] of [
      ['GET', '/api/user/api-keys'],
      ['POST', '/api/user/api-keys', { name: 'escalate', scopes: ['render'] }],
      ['POST', '/api/user/password', { current_password: 'x', password: 'y', password_confirmation: 'y' }],
      ['GET', '/api/user/events'],
    ] as const) {
      const answer = await withKey(writer, method, url, payload);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().message).toMatch(/sign in to Captionist in a browser/);
    }
  });

  it('see only their own user’s data, and a key is never mixed with a cookie', async () => {
    const owner = await signedInUser(server);
    const intruder = await signedInUser(server);
    const { id } = (await owner.browser.post('/api/user/projects', { name: 'Mine' })).json().data;
    const intruderKey = await createKey(intruder.browser, ['read', 'write']);
    expect((await withKey(intruderKey, 'GET', `/api/user/projects/${id}`)).statusCode).toBe(404);
    expect((await withKey(intruderKey, 'DELETE', `/api/user/projects/${id}`)).statusCode).toBe(404);

    // The owner's cookies beside the intruder's key: the key alone decides who is asking.
    const cookie = [...owner.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const mixed = await withKey(intruderKey, 'GET', `/api/user/projects/${id}`, undefined, { cookie });
    expect(mixed.statusCode).toBe(404);
    const badKey = await withKey('cap_not-a-key', 'GET', '/api/user/projects', undefined, { cookie });
    expect(badKey.statusCode).toBe(401);
    expect(badKey.json().message).toBe('This API key is not valid.');
    // Another scheme is not an API key (a proxy's Basic sign-in): the session goes on as before.
    const basic = await owner.browser.request({
      url: '/api/user/projects',
      headers: { authorization: 'Basic eDp5' },
    });
    expect(basic.statusCode).toBe(200);
    expect((await owner.browser.get(`/api/user/projects/${id}`)).statusCode).toBe(200);
  });

  it('stop working at once when revoked or expired, in every API process', async () => {
    const { browser } = await signedInUser(server);
    const key = await createKey(browser, ['read']);
    expect((await withKey(key, 'GET', '/api/user/projects', undefined, {}, other)).statusCode).toBe(200);
    const [listed] = (await browser.get('/api/user/api-keys')).json().data;
    expect((await browser.delete(`/api/user/api-keys/${listed.id}`)).statusCode).toBe(200);
    const revoked = await withKey(key, 'GET', '/api/user/projects');
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe('This API key has been revoked.');
    // The other process hears of it from the database (at once on the embedded one).
    await until(
      'the change',
      async () => (await withKey(key, 'GET', '/api/user/projects', undefined, {}, other)).statusCode,
      (value) => value === 401,
      10_000,
    );
    expect((await browser.get('/api/user/api-keys')).json().data).toEqual([]);
    expect((await browser.delete(`/api/user/api-keys/${listed.id}`)).statusCode).toBe(404);

    const expiring = await browser.post('/api/user/api-keys', {
      name: 'Short',
      scopes: ['read'],
      expires_in_days: 1,
    });
    const { key: made, secret } = expiring.json().data;
    expect(Date.parse(made.expires_at) - Date.now()).toBeGreaterThan(86_000_000);
    expect((await withKey(secret, 'GET', '/api/user/projects', undefined, {}, other)).statusCode).toBe(200);
    await server.runtime.database.db.execute(
      sql`update api_keys set expires_at = now() - interval '1 second' where id = ${made.id}`,
    );
    await until(
      'the change',
      async () => (await withKey(secret, 'GET', '/api/user/projects', undefined, {}, other)).statusCode,
      (value) => value === 401,
      10_000,
    );
    const expired = await withKey(secret, 'GET', '/api/user/projects');
    expect(expired.json().message).toBe('This API key has expired.');
  });

  it('are limited to 20 per user, refuse bad requests, and are limited in rate', async () => {
    const { browser } = await signedInUser(server);
    const invalid = await browser.post('/api/user/api-keys', { name: ' ', scopes: [] });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toMatchObject({
      name: ['Give the key a name.'],
      scopes: ['Choose at least one scope.'],
    });
    expect((await browser.post('/api/user/api-keys', { name: 'x', scopes: ['admin'] })).statusCode).toBe(422);
    const racing = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        browser.post('/api/user/api-keys', { name: `k${i}`, scopes: ['read'] }),
      ),
    );
    expect(racing.filter((r) => r.statusCode === 201)).toHaveLength(20);
    const refused = racing.find((r) => r.statusCode !== 201);
    expect(refused?.statusCode).toBe(409);
    expect(refused?.json().message).toMatch(/^You have 20 API keys/);

    const key = racing[0]?.json().data.secret as string;
    const answers = [];
    for (let i = 0; i <= RATE; i++) answers.push(await withKey(key, 'GET', '/api/user/projects'));
    expect(answers.slice(0, RATE).every((a) => a.statusCode === 200)).toBe(true);
    const limited = answers[RATE];
    expect(limited?.statusCode).toBe(429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same user has its own count.
    const second = racing[1]?.json().data.secret as string;
    expect((await withKey(second, 'GET', '/api/user/projects')).statusCode).toBe(200);
  });

  it('returns a request id with every answer', async () => {
    const { browser } = await signedInUser(server);
    const key = await createKey(browser, ['read']);
    const answers = [
      await withKey(key, 'GET', '/api/user/projects'),
      await withKey(key, 'GET', '/api/user/projects/not-a-uuid'),
      await browser.get('/api/user/projects'),
      await server.app.inject({ url: '/api/user/projects' }),
    ];
    const ids = answers.map((a) => a.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer, and refuses the key for another request', async () => {
    const { browser } = await signedInUser(server);
    const key = await createKey(browser, ['read', 'write']);
    const headers = { 'idempotency-key': 'create-launch-1' };
    const first = await withKey(key, 'POST', '/api/user/projects', { name: 'Launch' }, headers);
    expect(first.statusCode).toBe(201);
    const again = await withKey(key, 'POST', '/api/user/projects', { name: 'Launch' }, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // The key belongs to the user, whichever way they call: the browser's retry is the same request.
    const fromSession = await browser.request({
      method: 'POST',
      url: '/api/user/projects',
      payload: { name: 'Launch' },
      headers,
    });
    expect(fromSession.json().data.id).toBe(first.json().data.id);
    const other = await withKey(key, 'POST', '/api/user/projects', { name: 'Other' }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/already used for a different request/);
    expect((await withKey(key, 'GET', '/api/user/projects')).json().data).toHaveLength(1);
    const bad = await withKey(key, 'POST', '/api/user/projects', { name: 'x' }, { 'idempotency-key': 'a b' });
    expect(bad.statusCode).toBe(422);
    // Another user's same key is theirs alone.
    const stranger = await signedInUser(server);
    const theirs = await stranger.browser.request({
      method: 'POST',
      url: '/api/user/projects',
      payload: { name: 'Launch' },
      headers,
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.id).not.toBe(first.json().data.id);
  });

  it('lets only one of racing requests act', async () => {
    const { browser } = await signedInUser(server);
    const key = await createKey(browser, ['read', 'write']);
    const headers = { 'idempotency-key': 'race' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => withKey(key, 'POST', '/api/user/projects', { name: 'Once' }, headers)),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length).toBeGreaterThan(0);
    expect(new Set(created.map((a) => a.json().data.id)).size).toBe(1);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toMatch(/still being answered/);
    }
    expect((await withKey(key, 'GET', '/api/user/projects')).json().data).toHaveLength(1);
  });

  it('does not keep an error, so a retry runs again', async () => {
    const { browser } = await signedInUser(server);
    const headers = { 'idempotency-key': 'limit' };
    for (const name of ['a', 'b', 'c'])
      expect((await browser.post('/api/user/projects', { name })).statusCode).toBe(201);
    const refused = await browser.request({
      method: 'POST',
      url: '/api/user/projects',
      payload: { name: 'd' },
      headers,
    });
    expect(refused.statusCode).toBe(403);
    const [first] = (await browser.get('/api/user/projects')).json().data;
    await browser.delete(`/api/user/projects/${first.id}`);
    const retried = await browser.request({
      method: 'POST',
      url: '/api/user/projects',
      payload: { name: 'd' },
      headers,
    });
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });
});
