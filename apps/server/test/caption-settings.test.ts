// A video's caption style through the API: saved from the editor as a full style, shown with
// the video, validated (field errors, usable fonts), owner-only, and held still while rendering.
import { captionStyleSchema } from '@captionist/captions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, subscriptions, videos } from '../src/platform/db/schema';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { editVersionOf } from './support/edit-version';
import { dejaVuSans } from './support/font-fixtures';
import { startTestServer, type TestServer } from './support/test-runtime';
import { newProject } from './support/video-uploads';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const BAD_FONT = 'Choose one of your fonts or a system font.';

async function sampleVideo(browser: BrowserAgent): Promise<string> {
  const created = await browser.post(`/api/user/videos/use-sample-video/${await newProject(browser)}`);
  expect(created.statusCode).toBe(201);
  return created.json().data.id;
}

const putSettings = (browser: BrowserAgent, vid: string, payload: object, baseVersion?: number) =>
  browser.request({
    method: 'PUT',
    url: `/api/user/videos/${vid}/caption-settings`,
    payload: { base_version: baseVersion, ...payload },
  });

/** A save from the editor: based on the version the video is at. */
const saveSettings = async (browser: BrowserAgent, vid: string, payload: object) =>
  putSettings(browser, vid, payload, await editVersionOf(browser, vid));

const systemFont = async (browser: BrowserAgent, name: string): Promise<string> =>
  (await browser.get('/api/user/fonts')).json().data.find((f: { name: string }) => f.name === name).id;

/** A custom font of a user on a plan with custom fonts, uploaded as the web client does. */
async function customFontOf(browser: BrowserAgent, userId: string): Promise<string> {
  const { db } = server.runtime.database;
  const [pro] = await db.select().from(plans).where(eq(plans.slug, 'pro-monthly'));
  await db
    .update(subscriptions)
    .set({ planId: pro?.id ?? '' })
    .where(eq(subscriptions.userId, userId));
  const bytes = dejaVuSans();
  const created = await browser.post('/api/user/fonts/upload-url', {
    name: 'DejaVuSans.ttf',
    size: bytes.length,
    content_type: 'font/ttf',
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
  const confirmed = await browser.post('/api/user/fonts/confirm-upload', { upload_id });
  expect(confirmed.statusCode).toBe(201);
  return confirmed.json().data.id;
}

describe('caption settings of a video', () => {
  it('are null until styled, then saved as a full style and shown with the video', async () => {
    const { browser } = await signedInUser(server);
    const vid = await sampleVideo(browser);
    expect((await browser.get(`/api/user/videos/${vid}`)).json().data.caption_settings).toBeNull();

    const font = await systemFont(browser, 'Montserrat');
    const saved = await saveSettings(browser, vid, {
      settings: { font, fontSize: 120, primaryColor: '#ffd400cc', uppercase: true, unknown: 'dropped' },
    });
    expect(saved.statusCode).toBe(200);
    const full = captionStyleSchema.parse({
      font,
      fontSize: 120,
      primaryColor: '#ffd400cc',
      uppercase: true,
    });
    expect(saved.json()).toMatchObject({ status: 'success', data: { caption_settings: full } });
    expect((await browser.get(`/api/user/videos/${vid}`)).json().data.caption_settings).toEqual(full);

    // The next save replaces the whole style.
    const again = await saveSettings(browser, vid, { settings: { font: '', wordsPerGroup: 1 } });
    expect(again.statusCode).toBe(200);
    expect((await browser.get(`/api/user/videos/${vid}`)).json().data.caption_settings).toEqual(
      captionStyleSchema.parse({ wordsPerGroup: 1 }),
    );
  });

  it('answers field errors for an invalid style and for missing settings', async () => {
    const { browser } = await signedInUser(server);
    const vid = await sampleVideo(browser);
    const bad = await saveSettings(browser, vid, {
      settings: { fontSize: 5, strokeSize: 'huge', backgroundColor: 'red', position: 140 },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'settings.backgroundColor',
      'settings.fontSize',
      'settings.position',
      'settings.strokeSize',
    ]);
    const missing = await saveSettings(browser, vid, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.settings).toEqual(['The settings are required.']);
    expect((await browser.get(`/api/user/videos/${vid}`)).json().data.caption_settings).toBeNull();
  });

  it('takes a system font or the user’s own, never an unknown font or another user’s', async () => {
    const owner = await signedInUser(server);
    const ownFont = await customFontOf(owner.browser, owner.id);
    const ownVideo = await sampleVideo(owner.browser);
    expect((await saveSettings(owner.browser, ownVideo, { settings: { font: ownFont } })).statusCode).toBe(
      200,
    );

    const other = await signedInUser(server);
    const vid = await sampleVideo(other.browser);
    for (const font of [ownFont, crypto.randomUUID(), 'not-an-id']) {
      const refused = await saveSettings(other.browser, vid, { settings: { font } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ 'settings.font': [BAD_FONT] });
    }
  });

  it('belong to the video’s owner: another user’s video or a missing one answers 404', async () => {
    const owner = await signedInUser(server);
    const vid = await sampleVideo(owner.browser);
    const intruder = await signedInUser(server);
    for (const id of [vid, crypto.randomUUID(), 'nope']) {
      const response = await putSettings(intruder.browser, id, { settings: { fontSize: 200 } }, 1);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This video does not exist.');
    }
    expect((await owner.browser.get(`/api/user/videos/${vid}`)).json().data.caption_settings).toBeNull();
  });

  it('cannot change while the video is rendering', async () => {
    const { browser } = await signedInUser(server);
    const vid = await sampleVideo(browser);
    await server.runtime.database.db.update(videos).set({ status: 'rendering' }).where(eq(videos.id, vid));
    const refused = await putSettings(browser, vid, { settings: { fontSize: 200 } }, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This video is being rendered. Change the style when the render has finished.',
    );
    expect((await browser.get(`/api/user/videos/${vid}`)).json().data.caption_settings).toBeNull();
  });

  it('needs a signed-in user and the XSRF header', async () => {
    const { browser } = await signedInUser(server);
    const vid = await sampleVideo(browser);
    const noXsrf = await browser.request({
      method: 'PUT',
      url: `/api/user/videos/${vid}/caption-settings`,
      payload: { settings: {} },
      xsrf: false,
    });
    expect(noXsrf.statusCode).toBe(419);
    const signedOut = await server.app.inject({
      method: 'PUT',
      url: `/api/user/videos/${vid}/caption-settings`,
      payload: { settings: {} },
    });
    expect([401, 419]).toContain(signedOut.statusCode);
  });
});
