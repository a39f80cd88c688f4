// The sample video's transcript with any engine (issue 19): its words are known, so they are
// aligned to its sound instead of recognised, and the first thing a new user sees is right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { SAMPLE_SCRIPT } from '../src/modules/videos/sample-video';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { startTestServer, type TestServer } from './support/test-runtime';
import { newProject } from './support/video-uploads';
import { until } from './support/wait-until';

let server: TestServer;
let browser: BrowserAgent;
let vid: string;

beforeAll(async () => {
  // PocketSphinx, the engine that hears the sample worst (docs/transcription.md's table).
  server = await startTestServer({ env: { TRANSCRIBER: 'pocketsphinx' } });
  await registerWorkers(server.runtime);
});

afterAll(async () => {
  await server?.close();
});

describe('sample video', () => {
  it("gets its script's words, aligned to its sound, whatever the engine", async () => {
    browser = (await signedInUser(server)).browser;
    const created = await browser.post(`/api/user/videos/use-sample-video/${await newProject(browser)}`);
    expect(created.statusCode).toBe(201);
    vid = created.json().data.id;
    const status = await until(
      'the transcript',
      async () => (await browser.get(`/api/user/videos/transcription-status/${vid}`)).json().data,
      (s) => s.status === 'done' || s.status === 'failed',
      120_000,
    );
    expect(status.status).toBe('done');
    const { transcript } = (await browser.get(`/api/user/videos/${vid}`)).json().data;
    expect(transcript.engine).toBe('aligned');
    const words: { text: string; start: number; end: number }[] = transcript.words;
    expect(words.map((word) => word.text).join(' ')).toBe(SAMPLE_SCRIPT);
    // Timed in order, inside the clip's 12 s.
    for (const [i, word] of words.entries()) {
      expect(word.end).toBeGreaterThan(word.start);
      if (i > 0) expect(word.start).toBeGreaterThanOrEqual(words[i - 1]?.end ?? 0);
    }
    expect(words.at(-1)?.end).toBeLessThan(13_000);
  });

  it('gets hook titles offline that are about its script, not quotes of it', async () => {
    const response = await browser.post('/api/user/media/get-ai-title-hook', { vid });
    expect(response.statusCode).toBe(200);
    const { source, hooks } = response.json().data as { source: string; hooks: string[] };
    expect(source).toBe('basic');
    expect(hooks.length).toBeGreaterThan(0);
    const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}' ]/gu, '');
    for (const hook of hooks) expect(bare(SAMPLE_SCRIPT)).not.toContain(bare(hook));
  });
});
