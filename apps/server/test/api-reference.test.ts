// The API as documented for programs: who may call each route in the OpenAPI document, the
// Idempotency-Key header where a retry is safe, the reference page at /api/reference (its own
// script, nothing from another host, allowed by the CSP), and packages/sdk generated from the
// document as it is now.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { api, type RouteContract, requiredKeyScope } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { renderSdkFiles, SDK_DIR } from '../../../packages/sdk/scripts/sdk-files';
import { SESSION_COOKIE } from '../src/modules/auth/session-plugin';
import { SNAPSHOT_APP_URL } from '../src/openapi-snapshot';
import { signedInUser } from './support/accounts';
import { serverForTheseTests } from './support/test-runtime';

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
}
interface Document {
  servers: { url: string }[];
  security: Record<string, string[]>[];
  components: { securitySchemes: Record<string, Record<string, string>> };
  paths: Record<string, Record<string, Operation>>;
}

const server = serverForTheseTests();
const contracts = Object.values(api).flatMap((area) => Object.values(area as Record<string, RouteContract>));
const openApiPath = (contract: RouteContract) =>
  `/api${contract.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace('*', '{*}')}`;

async function document(): Promise<Document> {
  const response = await server().app.inject({ method: 'GET', url: '/api/docs' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const operation = (doc: Document, contract: RouteContract): Operation => {
  const found = doc.paths[openApiPath(contract)]?.[contract.method.toLowerCase()];
  if (!found) throw new Error(`${contract.method} ${contract.path} is not in the document`);
  return found;
};

describe('OpenAPI document', () => {
  it('asks for an API key or the session cookie by default, neither on public routes, and only the session on routes keys may not call', async () => {
    const doc = await document();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
    });
    expect(doc.security).toEqual([{ apiKey: [] }, { session: [] }]);

    const publicRoutes = contracts.filter((c) => c.access === 'public');
    const sessionOnly = contracts.filter((c) => c.access === 'user' && requiredKeyScope(c) === null);
    const keyRoutes = contracts.filter((c) => c.access === 'user' && requiredKeyScope(c) !== null);
    expect(publicRoutes.length).toBeGreaterThan(3);
    expect(sessionOnly.map((c) => c.path)).toContain(api.apiKeys.create.path);
    expect(keyRoutes.map((c) => c.path)).toContain(api.project.create.path);
    for (const c of publicRoutes) expect(operation(doc, c).security, c.path).toEqual([]);
    for (const c of sessionOnly) expect(operation(doc, c).security, c.path).toEqual([{ session: [] }]);
    for (const c of keyRoutes) expect(operation(doc, c).security, c.path).toBeUndefined();
  });

  it('documents the optional Idempotency-Key header on the routes that honour it, and only there', async () => {
    const doc = await document();
    const idempotent = contracts.filter((c) => c.idempotent);
    expect(idempotent.map((c) => c.path)).toContain(api.project.create.path);
    for (const c of contracts) {
      const header = operation(doc, c).parameters?.find(
        (p) => p.in === 'header' && p.name === 'idempotency-key',
      );
      if (c.idempotent) expect(header, c.path).toMatchObject({ required: false });
      else expect(header, c.path).toBeUndefined();
    }
  });

  it('leaves the request headers whole on a route that documents Idempotency-Key', async () => {
    // The header is described by a validation schema: the session cookie and XSRF header must
    // still reach the session hook and the handler.
    const { browser } = await signedInUser(server());
    const created = await browser.request({
      method: 'POST',
      url: `/api${api.project.create.path}`,
      payload: { name: 'Documented' },
      headers: { 'idempotency-key': 'documented-1' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.name).toBe('Documented');
  });
});

describe('API reference page', () => {
  it('serves Scalar from the app itself, with its one inline script allowed by hash and no other host named', async () => {
    const page = await server().app.inject({ method: 'GET', url: '/api/reference/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const html = page.body;
    expect([...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1])).toEqual(['js/scalar.js']);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).toContain('"url": "/api/docs"');
    expect(html).toContain('"withDefaultFonts": false');

    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? '',
    );
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64')}'`;
    const scriptSrc = String(page.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc?.split(' ')).toContain(hash);

    const script = await server().app.inject({ method: 'GET', url: '/api/reference/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    expect(script.body).toContain('createApiReference');
    const gzipped = await server().app.inject({
      method: 'GET',
      url: '/api/reference/js/scalar.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThan(script.rawPayload.length / 2);
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(script.body);
  });

  it('keeps the SPA policy elsewhere: no inline script hash of the reference on other answers', async () => {
    const page = await server().app.inject({ method: 'GET', url: '/api/reference/' });
    const docs = await server().app.inject({ method: 'GET', url: '/api/docs' });
    const referencePolicy = String(page.headers['content-security-policy']);
    const docsPolicy = String(docs.headers['content-security-policy']);
    expect(docsPolicy).not.toBe(referencePolicy);
    expect(referencePolicy.replace(/ 'sha256-[^']+'/g, '')).toBe(docsPolicy.replace(/ 'sha256-[^']+'/g, ''));
  });
});

describe('packages/sdk', () => {
  it('holds the OpenAPI document and types of the routes as they are now (else: npm run generate -w @captionist/sdk)', async () => {
    const doc = server().app.swagger() as unknown as Document;
    // The generator builds the app the same way, on the same address.
    expect(doc.servers).toEqual([{ url: SNAPSHOT_APP_URL }]);
    const files = await renderSdkFiles(JSON.parse(JSON.stringify(doc)));
    for (const [file, text] of Object.entries(files)) {
      const committed = await readFile(path.join(SDK_DIR, file), 'utf8');
      // Not toBe: a diff of half a megabyte helps nobody; the file's name and the command do.
      expect(committed === text, `packages/sdk/${file} is stale: npm run generate -w @captionist/sdk`).toBe(
        true,
      );
    }
  });
});
