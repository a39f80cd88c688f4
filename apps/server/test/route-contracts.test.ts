// Every route below /api comes from a contract (packages/contracts `api`) with its access level,
// a signed-out call to a signed-in route is refused before its input is read, and /api/docs
// shows each contract's answers.
import { api, healthApi, type RouteContract, routeResponses, successStatuses } from '@captionist/contracts';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../src/routes';
import { signedInUser } from './support/accounts';
import { BrowserAgent } from './support/browser-agent';
import { startTestServer, type TestServer } from './support/test-runtime';

interface Registered {
  method: string;
  url: string;
  access: string | undefined;
}

const contracts: [string, RouteContract][] = Object.entries(api).flatMap(([area, routes]) =>
  Object.entries(routes as Record<string, RouteContract>).map(
    ([name, contract]) => [`${area}.${name}`, contract] as [string, RouteContract],
  ),
);
const key = (method: string, url: string) => `${method} ${url}`;

let server: TestServer;
const registered: Registered[] = [];

beforeAll(async () => {
  server = await startTestServer({
    routes: async (app, options) => {
      app.addHook('onRoute', (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          registered.push({ method, url: route.url, access: route.config?.access });
        }
      });
      await app.register(appRoutes, options);
    },
  });
});
afterAll(async () => {
  await server?.close();
});

describe('route contracts', () => {
  it('registers every route below /api from a contract, with its access level', () => {
    const byKey = new Map(contracts.map(([, c]) => [key(c.method, `/api${c.path}`), c]));
    // Fastify adds a HEAD route to every GET route; the GET's contract covers it.
    const apiRoutes = registered.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    const unlisted = apiRoutes
      .filter((r) => !byKey.has(key(r.method, r.url)))
      .map((r) => key(r.method, r.url));
    expect(unlisted).toEqual([]);
    const wrongAccess = apiRoutes
      .filter((r) => byKey.has(key(r.method, r.url)))
      .filter((r) => r.access !== byKey.get(key(r.method, r.url))?.access)
      .map((r) => key(r.method, r.url));
    expect(wrongAccess).toEqual([]);
    const seen = new Set(apiRoutes.map((r) => key(r.method, r.url)));
    const unregistered = contracts
      .filter(([, c]) => !seen.has(key(c.method, `/api${c.path}`)))
      .map(([name]) => name);
    expect(unregistered).toEqual([]);
  });

  it('answers a signed-out call to a signed-in route with 401 before validating its input', async () => {
    const guest = new BrowserAgent(server.app);
    const userRoutes = contracts.filter(([, c]) => c.access === 'user');
    expect(userRoutes.length).toBeGreaterThan(10);
    // An invalid body, query and id: a route that read its input first would answer 422 or 404.
    const redeem = await guest.request({
      method: 'POST',
      url: `/api${api.plan.redeemCode.path}`,
      payload: { code: 1 },
    });
    expect(redeem.statusCode).toBe(401);
    expect(redeem.json()).toEqual({ status: 'error', message: 'Unauthenticated.' });
    const search = await guest.get(`/api${api.stock.searchPhotos.path}?page=nope`);
    expect(search.statusCode).toBe(401);
    const remove = await guest.request({ method: 'DELETE', url: '/api/user/templates/not-an-id' });
    expect(remove.statusCode).toBe(401);
    // The same input from a signed-in user is refused for what it is.
    const { browser } = await signedInUser(server);
    const invalid = await browser.post(`/api${api.plan.redeemCode.path}`, { code: 1 });
    expect(invalid.statusCode).toBe(422);
    expect((await browser.get(`/api${api.stock.searchPhotos.path}?page=nope`)).statusCode).toBe(422);
  });

  it('documents each route with its success answer and its error answers', async () => {
    const docs = (await server.app.inject({ url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
    };
    // OpenAPI requires operation ids to be unique; clients generate function names from them.
    const ids = Object.values(docs.paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) => operation.operationId ?? []),
    );
    expect(new Set(ids).size).toBe(ids.length);
    const documented = [
      ...contracts.map(([name, c]) => [name, c, `/api${c.path}`] as const),
      ...Object.entries(healthApi).map(([name, c]) => [`health.${name}`, c, c.path] as const),
    ];
    for (const [name, contract, path] of documented) {
      const openApiPath = path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');
      const operation = docs.paths[openApiPath]?.[contract.method.toLowerCase()];
      const statuses = Object.keys(operation?.responses ?? {}).sort();
      const expected = Object.keys(routeResponses(contract)).sort();
      expect({ name, statuses }).toEqual({ name, statuses: expected });
      if (contract.data) {
        for (const status of successStatuses(contract)) expect(statuses).toContain(String(status));
      }
      for (const status of [...contract.errors, 400, 500]) expect(statuses).toContain(String(status));
    }
  });
});
