// The shipped script fonts through the API: for the characters the caption's font lacks, the
// family of each script and the few subset files that hold them, each served as WOFF2, public and
// cached; a font's own glyphs come first; nothing outside the packages' own lists is served.
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { ScriptFonts } from '@captionist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptFontListLimit } from '../src/modules/fonts/script-font-routes';
import { fonts } from '../src/platform/db/schema';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { startTestServer, type TestServer } from './support/test-runtime';

let server: TestServer;
let browser: BrowserAgent;
beforeAll(async () => {
  server = await startTestServer();
  ({ browser } = await signedInUser(server));
});
afterAll(async () => {
  await server?.close();
});

const list = (caller: BrowserAgent, chars: string, weight = 700, font = '') =>
  caller.get(`/api/script-fonts?chars=${encodeURIComponent(chars)}&weight=${weight}&font=${font}`);
const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('GET /api/script-fonts', () => {
  it('names the family of each script the caption font lacks and the few files that hold it', async () => {
    const response = await list(browser, '你好テスト한국어مرحباשלוםनमस्तेবাংলাதமிழ்ไทยПриветΓειάçł');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    const { families } = response.json().data as ScriptFonts;
    const byFamily = Object.fromEntries(families.map((f) => [f.family, f.chars]));
    expect(byFamily).toEqual({
      'Noto Sans SC Thin': '你好テスト',
      'Noto Sans KR Thin': '한국어',
      'Noto Sans Arabic': 'مرحبا',
      'Noto Sans Hebrew Thin': 'שלום',
      'Noto Sans Devanagari': 'नमस्ते',
      'Noto Sans Bengali': 'বাংল',
      'Noto Sans Tamil': 'தமிழ்',
      'Noto Sans Thai': 'ไทย',
      // The system fonts ship their latin files: ç is in them, ł, Cyrillic and Greek are not.
      'Noto Sans': 'ПриветΓειάł',
    });
    for (const family of families) {
      expect(family.files.length).toBeGreaterThan(0);
      expect(family.files.length).toBeLessThan(10);
      for (const char of family.chars) {
        const code = char.codePointAt(0) ?? 0;
        expect(family.ranges.some(([low, high]) => code >= low && code <= high)).toBe(true);
      }
    }
    for (const url of families.flatMap((family) => family.files)) {
      expect(url).toMatch(/^\/api\/script-fonts\/files\/noto-sans[\w-]*-700-normal\.woff2$/);
      const file = await get(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('font/woff2');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.rawPayload.subarray(0, 4).toString()).toBe('wOF2');
    }
    // The regular weight has files of its own.
    const regular = await list(browser, '你好', 400);
    expect(regular.json().data.families[0].files[0]).toMatch(/-400-normal\.woff2$/);
  });

  it('leaves to a font the characters its own files hold', async () => {
    // A system font whose stored file is DejaVu Sans, which draws Cyrillic and Greek itself.
    const { db } = server.runtime.database;
    const [montserrat] = await db.select().from(fonts);
    const key = `system/fonts/test-dejavu-${Date.now()}.ttf`;
    await server.runtime.storage.put(
      key,
      Readable.from(readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf')),
    );
    const [dejavu] = await db
      .insert(fonts)
      .values({
        ...montserrat,
        id: undefined,
        slug: null,
        name: 'DejaVu test',
        storageKey: key,
        files: [{ ...(montserrat?.files[0] ?? { weight: 400 }), storage_key: key }],
      } as typeof fonts.$inferInsert)
      .returning();
    const response = await list(browser, 'ПриветΓειά你好', 400, dejavu?.id ?? '');
    const { families } = response.json().data as ScriptFonts;
    expect(families.map((f) => [f.family, f.chars])).toEqual([['Noto Sans SC Thin', '你好']]);
  });

  it('refuses a weight it does not ship, an empty request and a stranger, and serves no other file', async () => {
    expect((await list(browser, '你', 500)).statusCode).toBe(422);
    expect((await list(browser, '')).statusCode).toBe(422);
    expect((await get('/api/script-fonts?chars=%E4%BD%A0&weight=400')).statusCode).toBe(401);
    for (const name of ['..%2Fpackage.json', 'noto-sans-sc-1-400-normal.woff', 'x.woff2']) {
      expect((await get(`/api/script-fonts/files/${name}`)).statusCode).toBe(404);
    }
  });
});

describe('GET /api/script-fonts under load', () => {
  it('answers characters asked before from its cache, and limits a caller asking for new ones', async () => {
    const { browser: caller } = await signedInUser(server);
    const first = await list(caller, '字幕', 400);
    expect(first.statusCode).toBe(200);
    for (let n = 1; n < scriptFontListLimit.max; n++)
      expect((await list(caller, String.fromCodePoint(0x4e00 + n), 400)).statusCode).toBe(200);
    const refused = await list(caller, '新', 400);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 'error', message: scriptFontListLimit.message });
    // Asked before: from the cache, not counted.
    expect((await list(caller, '字幕', 400)).json()).toEqual(first.json());
  });
});
