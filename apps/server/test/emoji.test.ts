// GET /api/emoji: the artwork the render job draws, for the preview to draw the same.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emojiConversionLimit } from '../src/modules/emoji/emoji-routes';
import { BrowserAgent } from './support/browser-agent';
import { serverForTheseTests } from './support/test-runtime';

const server = serverForTheseTests();

const get = (names: string) =>
  new BrowserAgent(server().app).get(`/api/emoji?names=${encodeURIComponent(names)}`);

describe('emoji artwork', () => {
  it('answers the layered artwork of each name it has, signed in or not, and leaves out the rest', async () => {
    const response = await get('1f525,1f1fa-1f1f8,1f525,ffff');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual(['1f1fa-1f1f8', '1f525']);
    expect(data['1f525']).toMatchObject({
      size: 36,
      layers: [
        { color: '#f4900c', opacity: 1 },
        { color: '#ffcc4d', opacity: 1 },
      ],
    });
    expect(data['1f525'].layers[0].path).toMatch(/^m [\d. ]+ b /);
  });

  it('refuses names that are not Twemoji file names, and too many at once', async () => {
    for (const names of ['../package', '1f525/../../x', '1F525', 'svg']) {
      const response = await get(names);
      expect(response.statusCode, names).toBe(422);
      expect(response.json().status).toBe('error');
    }
    const many = Array.from({ length: 65 }, (_, i) => (0x1f600 + i).toString(16)).join(',');
    expect((await get(many)).statusCode).toBe(422);
  });
});

describe('emoji artwork under load', () => {
  it('converts each emoji once, answers it from memory after, and limits a caller asking for new ones', async () => {
    const caller = new BrowserAgent(server().app);
    const ask = (names: string) => caller.get(`/api/emoji?names=${names}`);
    // Twemoji's own names, none asked for yet in this file.
    const fresh = readdirSync(
      path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json')),
    )
      .filter((file) => file.endsWith('.svg') && file.startsWith('1f6'))
      .map((file) => file.slice(0, -4));
    const first = await ask(fresh[0] ?? '');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    for (let n = 1; n < emojiConversionLimit.max; n++)
      expect((await ask(fresh[n] ?? '')).statusCode).toBe(200);
    const refused = await ask(fresh[emojiConversionLimit.max] ?? '');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 'error', message: emojiConversionLimit.message });
    // Converted before: from memory, not counted; names that are no file cost nothing either.
    expect((await ask(fresh.slice(0, 10).join(','))).statusCode).toBe(200);
    expect((await ask('ffff,fffe')).json()).toEqual({ status: 'success', data: {} });
  });
});
