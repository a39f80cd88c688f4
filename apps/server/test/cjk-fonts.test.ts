// The shipped CJK font through the API: the subset files that hold given characters, and the
// files themselves, public and cached; nothing outside the package's own list is served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cjkListLimit } from '../src/modules/fonts/cjk-font-routes';
import { BrowserAgent } from './support/browser-agent';
import { startTestServer, type TestServer } from './support/test-runtime';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('GET /api/cjk-fonts', () => {
  it('names the family and the few files that hold the characters, each served as WOFF2', async () => {
    const response = await get(`/api/cjk-fonts?chars=${encodeURIComponent('你好字幕テスト')}&weight=700`);
    expect(response.statusCode).toBe(200);
    const { family, files } = response.json().data as { family: string; files: string[] };
    expect(family).toBe('Noto Sans SC Thin');
    expect(files.length).toBeGreaterThan(0);
    expect(files.length).toBeLessThan(10);
    for (const url of files) {
      expect(url).toMatch(/^\/api\/cjk-fonts\/files\/noto-sans-sc-\d+-700-normal\.woff2$/);
      const file = await get(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('font/woff2');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.rawPayload.subarray(0, 4).toString()).toBe('wOF2');
    }
    // The regular weight has files of its own.
    const regular = await get(`/api/cjk-fonts?chars=${encodeURIComponent('你好')}&weight=400`);
    expect(regular.json().data.files[0]).toMatch(/-400-normal\.woff2$/);
  });

  it('refuses a weight it does not ship and an empty request, and serves no other file', async () => {
    expect((await get('/api/cjk-fonts?chars=%E4%BD%A0&weight=500')).statusCode).toBe(422);
    expect((await get('/api/cjk-fonts?chars=&weight=400')).statusCode).toBe(422);
    for (const name of ['..%2Fpackage.json', 'noto-sans-sc-1-400-normal.woff', 'x.woff2']) {
      expect((await get(`/api/cjk-fonts/files/${name}`)).statusCode).toBe(404);
    }
  });
});

describe('GET /api/cjk-fonts under load', () => {
  it('answers characters asked before from its cache, and limits a caller asking for new ones', async () => {
    const caller = new BrowserAgent(server.app);
    const list = (chars: string) =>
      caller.get(`/api/cjk-fonts?chars=${encodeURIComponent(chars)}&weight=400`);
    const first = await list('字幕');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    for (let n = 1; n < cjkListLimit.max; n++)
      expect((await list(String.fromCodePoint(0x4e00 + n))).statusCode).toBe(200);
    const refused = await list('新');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 'error', message: cjkListLimit.message });
    // Asked before: from the cache, not counted.
    expect((await list('字幕')).json()).toEqual(first.json());
  });
});
