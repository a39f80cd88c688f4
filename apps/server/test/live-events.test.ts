// GET /api/user/events: each user's stream carries the changes of their own videos, whichever
// process wrote them (the database announces them), and nothing of anyone else's.
import type { AddressInfo } from 'node:net';
import type { LiveEvent } from '@captionist/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { updateVideo } from '../src/modules/videos/video-queries';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { startTestServer, type TestServer } from './support/test-runtime';

let server: TestServer;
let baseUrl: string;
const streams: AbortController[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const stream of streams) stream.abort();
  // Would hang until the streams end by themselves if closing did not end them.
  await server.close();
});

it('answers a signed-out caller with 401 in the envelope', async () => {
  const response = await fetch(`${baseUrl}/api/user/events`);
  expect(response.status).toBe(401);
  expect(await response.json()).toMatchObject({ status: 'error' });
});

it("tells each user about their own video's changes and nobody else's", async () => {
  const alice = await withVideo();
  const bob = await withVideo();
  const aliceEvents = await openStream(alice.browser);
  const bobEvents = await openStream(bob.browser);

  await updateVideo(server.runtime.database.db, alice.videoId, { status: 'processing' });
  expect(await aliceEvents.next()).toEqual({ kind: 'video', id: alice.videoId });
  // Bob's first event is his own change: Alice's was never put on his stream.
  await updateVideo(server.runtime.database.db, bob.videoId, { status: 'processing' });
  expect(await bobEvents.next()).toEqual({ kind: 'video', id: bob.videoId });
});

it('announces a progress change, not a save that leaves status and progress alone', async () => {
  const user = await withVideo();
  const other = await anotherVideo(user.browser);
  const events = await openStream(user.browser);
  const { db } = server.runtime.database;
  await updateVideo(db, user.videoId, { name: 'renamed' });
  await updateVideo(db, other, { transcriptionProgress: 40 });
  // The rename came first: had it been announced, it would be the first event.
  expect(await events.next()).toEqual({ kind: 'video', id: other });
});

it('refuses more live streams than a person could have open', async () => {
  const user = await withVideo();
  for (let n = 0; n < 20; n += 1) await openStream(user.browser);
  const refused = await fetch(`${baseUrl}/api/user/events`, { headers: cookieOf(user.browser) });
  expect(refused.status).toBe(429);
});

async function withVideo() {
  const { browser } = await signedInUser(server);
  return { browser, videoId: await anotherVideo(browser) };
}

async function anotherVideo(browser: BrowserAgent): Promise<string> {
  const project = (await browser.post('/api/user/projects', { name: 'Live' })).json().data.id;
  const created = await browser.post(`/api/user/videos/upload-url/${project}`, {
    name: 'clip.mp4',
    size: 1000,
    content_type: 'video/mp4',
  });
  return created.json().data.video.id;
}

const cookieOf = (browser: BrowserAgent) => ({
  cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
});

/** Opens the user's stream over real HTTP and reads its events in order. */
async function openStream(browser: BrowserAgent) {
  const abort = new AbortController();
  streams.push(abort);
  const response = await fetch(`${baseUrl}/api/user/events`, {
    headers: cookieOf(browser),
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  if (!response.body) throw new Error('the stream has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  const next = async (): Promise<LiveEvent> => {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) return JSON.parse(data.slice('data: '.length));
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffered += value;
    }
  };
  return { next };
}

it('ends a stream the moment its session signs out, and only that one', async () => {
  const leaving = await withVideo();
  const staying = await withVideo();
  const leavingEvents = await openStream(leaving.browser);
  const stayingEvents = await openStream(staying.browser);
  expect((await leaving.browser.post('/api/logout', {})).statusCode).toBeLessThan(300);
  await expect(leavingEvents.next()).rejects.toThrow('the stream ended');
  await updateVideo(server.runtime.database.db, staying.videoId, { status: 'processing' });
  expect(await stayingEvents.next()).toEqual({ kind: 'video', id: staying.videoId });
});

it('ends a stream whose session another process removed', async () => {
  const user = await withVideo();
  const events = await openStream(user.browser);
  const userId = (await user.browser.get('/api/user')).json().data.id;
  // Raw SQL, as an admin command or another API process would: only the database's notice tells.
  await server.runtime.database.db.execute(sql`DELETE FROM sessions WHERE user_id = ${userId}`);
  await expect(events.next()).rejects.toThrow('the stream ended');
});
