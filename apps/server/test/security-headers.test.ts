// Response headers: the Content-Security-Policy of the SPA, HSTS only over HTTPS, no caching of
// personal API answers, Permissions-Policy; and static files sent precompressed.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-runtime';

const INLINE = "document.documentElement.setAttribute('data-mantine-color-scheme', 'light');";
const INDEX = `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;
const APP_JS = `console.log(${JSON.stringify('captionist '.repeat(500))});`;

let webDir: string;
let server: TestServer;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'captionist-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), INDEX);
  await writeFile(path.join(webDir, 'index.html.br'), brotliCompressSync(INDEX));
  await writeFile(path.join(webDir, 'assets', 'app.js'), APP_JS);
  await writeFile(path.join(webDir, 'assets', 'app.js.br'), brotliCompressSync(APP_JS));
  await writeFile(path.join(webDir, 'assets', 'app.js.gz'), gzipSync(APP_JS));
  server = await startTestServer({ env: { WEB_DIST_DIR: webDir, TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await server?.close();
  await rm(webDir, { recursive: true, force: true });
});

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('security headers', () => {
  it('gives the SPA a Content-Security-Policy that allows what it needs and nothing else', async () => {
    const response = await server.app.inject({ url: '/login' });
    expect(response.statusCode).toBe(200);
    const csp = directives(String(response.headers['content-security-policy']));
    const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", hash]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['img-src']).toContain('https:');
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(response.headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\)/);
    expect(response.headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it('marks personal API answers no-store', async () => {
    for (const url of ['/api/user', '/api/nope', '/api/csrf-cookie']) {
      const response = await server.app.inject({ url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sends HSTS only for requests that arrived over HTTPS', async () => {
    const plain = await server.app.inject({ url: '/api/user' });
    expect(plain.headers).not.toHaveProperty('strict-transport-security');
    const proxied = await server.app.inject({ url: '/api/user', headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('precompressed static files', () => {
  it('sends the brotli copy to browsers that accept it, gzip to others, the file to the rest', async () => {
    const br = await server.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    expect(br.rawPayload.length).toBeLessThan(APP_JS.length / 10);

    const gz = await server.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);

    const plain = await server.app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers).not.toHaveProperty('content-encoding');
    expect(plain.body).toBe(APP_JS);
  });

  it('sends index.html compressed for client routes', async () => {
    const page = await server.app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
  });
});

describe('over HTTPS', () => {
  it('sends HSTS and upgrades insecure requests when APP_URL is https', async () => {
    const secure = await startTestServer({ env: { APP_URL: 'https://captionist.example' } });
    try {
      const response = await secure.app.inject({ url: '/api/user' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});
