// Background audio through the API: generated system tracks that really play (ffprobe reads
// them), served at a stable cached URL with byte ranges, plus the user's own audio uploads.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { startTestServer, type TestServer } from './support/test-runtime';

let server: TestServer;
const dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-audios-'));
beforeAll(async () => {
  server = await startTestServer();
  await registerWorkers(server.runtime);
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface AudioBody {
  id: string;
  is_system: boolean;
  name: string;
  url: string;
}
const list = async (browser: BrowserAgent): Promise<AudioBody[]> =>
  (await browser.get('/api/user/audios')).json().data;

function durationOf(bytes: Buffer): number {
  const file = path.join(dir, `${Math.random()}.m4a`);
  writeFileSync(file, bytes);
  return Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]),
  );
}

it('lists playable system tracks with exactly the fields of spec §3', async () => {
  const { browser } = await signedInUser(server);
  const response = await browser.get('/api/user/audios');
  expect(response.json().status).toBe('success');
  const tracks: AudioBody[] = response.json().data;
  expect(tracks.length).toBeGreaterThanOrEqual(3);
  for (const track of tracks) {
    expect(Object.keys(track).sort()).toEqual(['id', 'is_system', 'name', 'url']);
    expect(track.is_system).toBe(true);
    expect(track.url).toMatch(new RegExp(`/api/user/audios/${track.id}/file$`));
    const file = await browser.get(new URL(track.url).pathname);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mp4');
    expect(file.headers['cache-control']).toBe('private, max-age=604800');
    const seconds = durationOf(file.rawPayload);
    expect(seconds).toBeGreaterThanOrEqual(30);
    expect(seconds).toBeLessThanOrEqual(60);
  }
});

it('answers byte ranges, so players can seek', async () => {
  const { browser } = await signedInUser(server);
  const [track] = await list(browser);
  const partial = await browser.request({
    url: new URL(track?.url ?? '').pathname,
    headers: { range: 'bytes=0-99' },
  });
  expect(partial.statusCode).toBe(206);
  expect(partial.rawPayload).toHaveLength(100);
  expect(partial.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
});

it('adds the user’s ready audio uploads, for that user only', async () => {
  const owner = await signedInUser(server);
  const other = await signedInUser(server);
  const wav = path.join(dir, 'voice.wav');
  execFileSync('ffmpeg', ['-y', '-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=330', '-t', '2', wav]);
  const bytes = readFileSync(wav);
  const created = await owner.browser.post('/api/user/media-uploads/upload-url', {
    name: 'My jingle.wav',
    size: bytes.length,
    content_type: 'audio/wav',
  });
  const { media, upload } = created.json().data;
  const target = new URL(upload.url);
  await server.app.inject({ method: 'PUT', url: `${target.pathname}${target.search}`, payload: bytes });
  await owner.browser.post('/api/user/media-uploads/confirm-upload', { id: media.id });
  const deadline = Date.now() + 30_000;
  let mine: AudioBody | undefined;
  while (!mine && Date.now() < deadline) {
    mine = (await list(owner.browser)).find((a) => a.id === media.id);
    if (!mine) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(mine).toMatchObject({ is_system: false, name: 'My jingle.wav' });
  const played = await server.app.inject({
    url: new URL(mine?.url ?? '').pathname + new URL(mine?.url ?? '').search,
  });
  expect(played.rawPayload.equals(bytes)).toBe(true);
  expect((await list(other.browser)).map((a) => a.id)).not.toContain(media.id);
  expect((await other.browser.get(`/api/user/audios/${media.id}/file`)).statusCode).toBe(404);
});
