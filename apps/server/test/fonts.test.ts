// Fonts through the API: system families with the names their files really carry, stable cached
// file and stylesheet URLs, custom uploads gated by the plan and read with fontkit, hostile
// family names kept inert in CSS, and ownership.

import { eq } from 'drizzle-orm';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fonts, plans, subscriptions } from '../src/platform/db/schema';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { dejaVuSans, fontsourceFile, withFamilyName } from './support/font-fixtures';
import { startTestServer, type TestServer } from './support/test-runtime';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const FONT_FIELDS = [
  'created_at',
  'default_weight',
  'files',
  'font_family',
  'id',
  'is_system',
  'name',
  'type',
  'url',
  'weight',
];
const NOT_A_FONT = 'This file is not a font we can read (TTF, OTF, WOFF or WOFF2).';
const path = (url: string) => new URL(url).pathname;

interface FontBody {
  id: string;
  name: string;
  font_family: string;
  type: string;
  url: string;
  weight: string;
  default_weight: string;
  is_system: boolean;
  files: { weight: number; url: string; ass_family: string; ass_bold: boolean }[];
}

async function proUser() {
  const user = await signedInUser(server);
  const { db } = server.runtime.database;
  const [pro] = await db.select().from(plans).where(eq(plans.slug, 'pro-monthly'));
  await db
    .update(subscriptions)
    .set({ planId: pro?.id ?? '' })
    .where(eq(subscriptions.userId, user.id));
  return user;
}

async function uploadFont(browser: BrowserAgent, fileName: string, bytes: Buffer, name?: string) {
  const created = await browser.post('/api/user/fonts/upload-url', {
    name: fileName,
    size: Math.max(bytes.length, 1),
    content_type: '',
  });
  expect(created.statusCode).toBe(201);
  const { upload_id, upload } = created.json().data;
  const target = new URL(upload.url);
  const put = await server.app.inject({
    method: 'PUT',
    url: `${target.pathname}${target.search}`,
    payload: bytes,
    headers: upload.headers,
  });
  expect(put.statusCode).toBe(200);
  const confirm = () =>
    browser.post('/api/user/fonts/confirm-upload', { upload_id, ...(name ? { name } : {}) });
  return { response: await confirm(), confirm };
}

describe('system fonts', () => {
  it('lists at least 12 families with exactly the fields of spec §3 plus their files', async () => {
    const { browser } = await signedInUser(server);
    const response = await browser.get('/api/user/fonts');
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('success');
    const fonts: FontBody[] = response.json().data;
    expect(fonts.length).toBeGreaterThanOrEqual(12);
    for (const font of fonts) {
      expect(Object.keys(font).sort()).toEqual(FONT_FIELDS);
      expect(font).toMatchObject({ is_system: true, type: 'google' });
      expect(font.url).toMatch(new RegExp(`/api/user/fonts/${font.id}/stylesheet\\.css\\?v=2$`));
      expect(font.weight.split(',')).toContain(font.default_weight);
      expect(font.files.map((f) => String(f.weight)).join(',')).toBe(font.weight);
    }
    const montserrat = fonts.find((f) => f.name === 'Montserrat');
    expect(montserrat?.files.find((f) => f.weight === 800)?.ass_family).toBe('Montserrat Thin ExtraBold');
    expect(montserrat?.files.find((f) => f.weight === 700)).toMatchObject({
      ass_family: 'Montserrat Thin',
      ass_bold: true,
    });
  });

  it('serves each file with the family name fontkit reads from it, cached for 7 days', async () => {
    const { browser } = await signedInUser(server);
    const fonts: FontBody[] = (await browser.get('/api/user/fonts')).json().data;
    for (const file of fonts.flatMap((font) => font.files)) {
      const response = await browser.get(path(file.url));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('font/woff2');
      expect(response.headers['cache-control']).toBe('private, max-age=604800, immutable');
      const font = fontkit.create(response.rawPayload) as fontkit.Font;
      expect(file.ass_family).toBe(font.familyName);
      expect(file.ass_bold).toBe(font.subfamilyName === 'Bold');
    }
  });

  it('serves a stylesheet of @font-face rules pointing at the file URLs, under a family of our own', async () => {
    const { browser } = await signedInUser(server);
    const fonts: FontBody[] = (await browser.get('/api/user/fonts')).json().data;
    const openSans = fonts.find((f) => f.name === 'Open Sans');
    const response = await browser.get(path(openSans?.url ?? ''));
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=604800, immutable');
    expect(response.body.match(/@font-face/g)).toHaveLength(openSans?.files.length ?? -1);
    // Not "Open Sans": a caption font must not stand in for a typeface the page itself names.
    expect(response.body).toContain(`font-family: "captionist-font-${openSans?.id}";`);
    expect(response.body).not.toContain('Open Sans');
    expect(response.body).toContain('font-display: swap;');
    for (const file of openSans?.files ?? []) expect(response.body).toContain(`url("${file.url}")`);
  });

  it('refuses signed-out requests', async () => {
    const { browser } = await signedInUser(server);
    const font: FontBody = (await browser.get('/api/user/fonts')).json().data[0];
    expect((await server.app.inject({ url: path(font.url) })).statusCode).toBe(401);
  });
});

describe('custom fonts', () => {
  it('are refused on the Free plan', async () => {
    const { browser } = await signedInUser(server);
    const response = await browser.post('/api/user/fonts/upload-url', {
      name: 'Brand.ttf',
      size: 1000,
      content_type: 'font/ttf',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Your plan does not include custom fonts. Upgrade or redeem a code to upload your own fonts.',
    );
  });

  it('accepts a real TTF and WOFF2, read for their own family name, weight and style', async () => {
    const { browser } = await proUser();
    const ttf = await uploadFont(browser, 'DejaVuSans.ttf', dejaVuSans());
    expect(ttf.response.statusCode).toBe(201);
    const font: FontBody = ttf.response.json().data;
    expect(Object.keys(font).sort()).toEqual(FONT_FIELDS);
    expect(font).toMatchObject({
      name: 'DejaVu Sans',
      font_family: 'DejaVu Sans',
      type: 'custom',
      is_system: false,
      weight: '400',
      default_weight: '400',
    });
    expect(font.url).toBe(font.files[0]?.url);
    expect(font.url).toMatch(/\/files\/400\.ttf$/);
    const file = await browser.get(path(font.url));
    expect(file.headers['content-type']).toBe('font/ttf');
    expect(file.rawPayload.equals(dejaVuSans())).toBe(true);
    expect((await ttf.confirm()).statusCode).toBe(409);

    const woff2 = await uploadFont(
      browser,
      'brand-bold.woff2',
      fontsourceFile('poppins/files/poppins-latin-700-normal.woff2'),
      'Brand Bold',
    );
    expect(woff2.response.json().data).toMatchObject({
      name: 'Brand Bold',
      font_family: 'Poppins',
      weight: '700',
      files: [{ weight: 700, ass_family: 'Poppins', ass_bold: true }],
    });
    const names = (await browser.get('/api/user/fonts')).json().data.map((f: FontBody) => f.name);
    expect(names).toEqual(expect.arrayContaining(['DejaVu Sans', 'Brand Bold', 'Montserrat']));
  });

  it('refuses a PDF renamed .ttf and an empty file, and deletes them', async () => {
    const { browser } = await proUser();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
    for (const bytes of [pdf, Buffer.alloc(0)]) {
      const { response, confirm } = await uploadFont(browser, 'brand.ttf', bytes);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(NOT_A_FONT);
      // The object is gone: confirming again finds nothing.
      expect((await confirm()).statusCode).toBe(409);
    }
    expect((await browser.get('/api/user/fonts')).json().data.every((f: FontBody) => f.is_system)).toBe(true);
  });

  it('keeps a hostile family name inert in the stylesheet', async () => {
    const { browser } = await proUser();
    const hostile = 'x"; } body { background:url(evil) } /* </style><script>alert(1)</script>';
    const { response } = await uploadFont(
      browser,
      'evil.ttf',
      withFamilyName(dejaVuSans(), hostile),
      hostile,
    );
    expect(response.statusCode).toBe(201);
    const font: FontBody = response.json().data;
    expect(font).toMatchObject({ name: hostile, font_family: hostile });
    const css = (await browser.get(`/api/user/fonts/${font.id}/stylesheet.css`)).body;
    expect(css).not.toContain('</style');
    expect(css).not.toContain('<script');
    expect(css).not.toContain('url(evil)');
    // One rule, and its only quotes are the delimiters of its strings.
    expect(css.match(/[{}]/g)).toEqual(['{', '}']);
    expect(css.match(/"/g)).toHaveLength(6);
  });

  it('belong to their owner alone: every route answers 404 to anyone else', async () => {
    const owner = await proUser();
    const intruder = await proUser();
    const font: FontBody = (await uploadFont(owner.browser, 'mine.ttf', dejaVuSans())).response.json().data;
    for (const url of [path(font.url), `/api/user/fonts/${font.id}/stylesheet.css`]) {
      expect((await intruder.browser.get(url)).statusCode).toBe(404);
    }
    const remove = (browser: BrowserAgent, id: string) =>
      browser.request({ method: 'DELETE', url: `/api/user/fonts/${id}` });
    expect((await remove(intruder.browser, font.id)).statusCode).toBe(404);
    expect(
      (await intruder.browser.get('/api/user/fonts')).json().data.map((f: FontBody) => f.id),
    ).not.toContain(font.id);
    const system: FontBody = (await owner.browser.get('/api/user/fonts')).json().data[0];
    expect((await remove(owner.browser, system.id)).statusCode).toBe(404);
    expect((await remove(owner.browser, 'not-a-uuid')).statusCode).toBe(404);

    const [row] = await server.runtime.database.db.select().from(fonts).where(eq(fonts.id, font.id));
    expect(await server.runtime.storage.head(row?.storageKey ?? '')).not.toBeNull();
    expect((await remove(owner.browser, font.id)).statusCode).toBe(200);
    expect((await owner.browser.get(path(font.url))).statusCode).toBe(404);
    expect(await server.runtime.storage.head(row?.storageKey ?? '')).toBeNull();
  });
});
