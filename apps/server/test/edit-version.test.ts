// Versioned editor saves: every save of words, caption style or edits names the edit version it
// was based on; a stale one is refused (409) and changes nothing, so two tabs on one video cannot
// silently overwrite each other, even when their saves arrive at the same moment.
import { editConflictMessage } from '@captionist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateVideo } from '../src/modules/videos/video-queries';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { editVersionOf } from './support/edit-version';
import { startTestServer, type TestServer } from './support/test-runtime';
import { newProject } from './support/video-uploads';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const WORDS = [
  { text: 'Hello', start: 0, end: 400 },
  { text: 'world', start: 500, end: 900 },
];

/** The sample video as if processed and transcribed (no workers run in this file). */
async function transcribedVideo(browser: BrowserAgent): Promise<string> {
  const created = await browser.post(`/api/user/videos/use-sample-video/${await newProject(browser)}`);
  expect(created.statusCode).toBe(201);
  const vid: string = created.json().data.id;
  await updateVideo(server.runtime.database.db, vid, {
    status: 'ready',
    durationMs: 5000,
    transcriptionStatus: 'done',
    transcript: {
      language: 'en',
      engine: 'pocketsphinx',
      words: WORDS.map((word) => ({ ...word, confidence: null })),
      note: null,
    },
  });
  return vid;
}

const saves = (browser: BrowserAgent, vid: string) => ({
  words: (text: string, base_version: number) =>
    browser.post(`/api/user/videos/${vid}/save-transcription`, {
      words: [{ text, start: 0, end: 400 }],
      base_version,
    }),
  style: (fontSize: number, base_version: number) =>
    browser.put(`/api/user/videos/${vid}/caption-settings`, {
      settings: { font: '', fontSize },
      base_version,
    }),
  edits: (hook: string, base_version: number) =>
    browser.put(`/api/user/videos/${vid}/edits`, { hook: { text: hook }, base_version }),
});

/** What the editor shows of the video: words, style, hook and the version. */
async function editorView(browser: BrowserAgent, vid: string) {
  const detail = (await browser.get(`/api/user/videos/${vid}`)).json().data;
  const edits = (await browser.get(`/api/user/videos/${vid}/edits`)).json().data;
  return {
    words: detail.transcript.words.map((word: { text: string }) => word.text),
    fontSize: detail.caption_settings?.fontSize ?? null,
    hook: edits.hook?.text ?? null,
    version: detail.edit_version,
    editsVersion: edits.edit_version,
  };
}

describe('versioned editor saves', () => {
  it('start at version 1, and each save of words, style or edits moves the version on by one', async () => {
    const { browser } = await signedInUser(server);
    const vid = await transcribedVideo(browser);
    const save = saves(browser, vid);
    expect(await editorView(browser, vid)).toMatchObject({ version: 1, editsVersion: 1 });

    const words = await save.words('Hi', 1);
    expect(words.statusCode).toBe(200);
    expect(words.json().data.edit_version).toBe(2);
    const style = await save.style(90, 2);
    expect(style.statusCode).toBe(200);
    expect(style.json().data.edit_version).toBe(3);
    const edits = await save.edits('WATCH', 3);
    expect(edits.statusCode).toBe(200);
    expect(edits.json().data).toMatchObject({ hook: { text: 'WATCH' }, edit_version: 4 });

    expect(await editorView(browser, vid)).toEqual({
      words: ['Hi'],
      fontSize: 90,
      hook: 'WATCH',
      version: 4,
      editsVersion: 4,
    });
  });

  it('refuse a save based on an older version with a 409 that says why, and change nothing', async () => {
    const { browser } = await signedInUser(server);
    const vid = await transcribedVideo(browser);
    const save = saves(browser, vid);
    // Tab A saves; tab B still holds version 1.
    expect((await save.words('Theirs', 1)).statusCode).toBe(200);
    const before = await editorView(browser, vid);

    for (const stale of [
      await save.words('Mine', 1),
      await save.style(120, 1),
      await save.edits('MINE', 1),
    ]) {
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ status: 'error', message: editConflictMessage });
    }
    // A version from the future is just as stale.
    expect((await save.words('Mine', 7)).statusCode).toBe(409);
    expect(await editorView(browser, vid)).toEqual(before);
    expect(before).toMatchObject({ words: ['Theirs'], fontSize: null, hook: null, version: 2 });

    // Keeping one's own copy: save again on the version the server has now.
    expect((await save.words('Mine', await editVersionOf(browser, vid))).statusCode).toBe(200);
    expect((await editorView(browser, vid)).words).toEqual(['Mine']);
  });

  it('require the version a save is based on', async () => {
    const { browser } = await signedInUser(server);
    const vid = await transcribedVideo(browser);
    const missing = [
      await browser.post(`/api/user/videos/${vid}/save-transcription`, { words: WORDS }),
      await browser.put(`/api/user/videos/${vid}/caption-settings`, { settings: {} }),
      await browser.put(`/api/user/videos/${vid}/edits`, {}),
    ];
    for (const response of missing) {
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.base_version).toEqual([
        'Reload the editor: this save does not say which version of the video it changes.',
      ]);
    }
    expect((await editorView(browser, vid)).version).toBe(1);
  });

  it('let exactly one of several saves sent at once from the same version through', async () => {
    const { browser } = await signedInUser(server);
    const vid = await transcribedVideo(browser);
    const save = saves(browser, vid);
    const sent = [
      save.words('One', 1),
      save.words('Two', 1),
      save.style(80, 1),
      save.edits('THREE', 1),
      save.words('Four', 1),
      save.style(140, 1),
    ];
    const statuses = (await Promise.all(sent)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(sent.length - 1);

    const after = await editorView(browser, vid);
    expect(after.version).toBe(2);
    // Only the winner's change is stored.
    const changed = [
      after.words.join(' ') !== 'Hello world',
      after.fontSize !== null,
      after.hook !== null,
    ].filter(Boolean);
    expect(changed).toHaveLength(1);
  });
});
