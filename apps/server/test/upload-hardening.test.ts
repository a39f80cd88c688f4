// Hostile uploads (issue 14, items 1, 3, 5 and 6), against a real server, real ffmpeg and the
// real local storage routes: requests that used to kill the process, playlists that made ffmpeg
// read other files, upload URLs that stayed writable after validation, and pixel bombs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { findVideoForJob } from '../src/modules/videos/video-queries';
import { probeMedia } from '../src/platform/media/probe-media';
import { playlistMessage } from '../src/platform/media/safe-input';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { uploadMedia } from './support/media-library';
import { startTestServer, type TestServer } from './support/test-runtime';
import { newProject } from './support/video-uploads';
import { until } from './support/wait-until';

let server: TestServer;
let origin: string;
let fixtures: string;

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-y', '-v', 'error', ...args]);
const fixture = (name: string) => path.join(fixtures, name);
const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

beforeAll(async () => {
  fixtures = mkdtempSync(path.join(os.tmpdir(), 'captionist-hostile-'));
  // One frame that lasts a second: a poster seek to 0.5 s lands after the last frame.
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'color=c=red:size=64x64:rate=1',
    '-frames:v',
    '1',
    ...h264,
    fixture('one-frame.mp4'),
  ]);
  ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=25', '-t', '1', ...h264, fixture('clip.mp4')]);
  ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=25', '-t', '3', ...h264, fixture('longer.mp4')]);
  server = await startTestServer();
  await registerWorkers(server.runtime);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(fixtures, { recursive: true, force: true });
});

/** The API answers: the process survived whatever came before. */
async function expectAlive() {
  const response = await fetch(`${origin}/healthz`);
  expect(response.status).toBe(200);
}

/** Asks for a single-upload URL of a video; the URL as the test server can reach it. */
async function videoUploadUrl(browser: BrowserAgent, projectId: string, size: number) {
  const created = await browser.post(`/api/user/videos/upload-url/${projectId}`, {
    name: 'clip.mp4',
    size,
    content_type: 'video/mp4',
  });
  expect(created.statusCode).toBe(201);
  const { video, upload } = created.json().data;
  const url = new URL(upload.url);
  return { videoId: video.id as string, url: `${origin}${url.pathname}${url.search}` };
}

async function put(url: string, body: Buffer) {
  const response = await fetch(url, { method: 'PUT', body, headers: { 'Content-Type': 'video/mp4' } });
  return { status: response.status, body: await response.text() };
}

async function waitForVideo(browser: BrowserAgent, videoId: string, leave = ['processing']) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const current = (await browser.get(`/api/user/videos/${videoId}`)).json().data;
    if (!leave.includes(current.status)) return current;
    if (Date.now() > deadline) throw new Error(`video still ${current.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function uploadAndProcess(browser: BrowserAgent, bytes: Buffer) {
  const projectId = await newProject(browser);
  const { videoId, url } = await videoUploadUrl(browser, projectId, bytes.length);
  expect((await put(url, bytes)).status).toBe(200);
  expect((await browser.post(`/api/user/videos/confirm-upload/${videoId}`)).statusCode).toBe(200);
  return { videoId, url, video: await waitForVideo(browser, videoId) };
}

describe('requests that used to crash the process', () => {
  it('answers 413 to a chunked upload that sends more than its URL allows, and stays up', async () => {
    const { browser } = await signedInUser(server);
    const { url } = await videoUploadUrl(browser, await newProject(browser), 1000);
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(url, { method: 'PUT', headers: { 'Transfer-Encoding': 'chunked' } });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      // Enough at once that the cap is passed while the driver is still making its folders.
      request.write(Buffer.alloc(256 * 1024, 1));
      request.end(Buffer.alloc(64 * 1024, 2));
    });
    expect(status).toBe(413);
    await expectAlive();
  });

  it('survives a client that resets the connection in the first milliseconds of a PUT', async () => {
    const { browser } = await signedInUser(server);
    const { url } = await videoUploadUrl(browser, await newProject(browser), 100_000);
    const target = new URL(url);
    for (let attempt = 0; attempt < 8; attempt++) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(Number(target.port), target.hostname, () => {
          socket.write(
            `PUT ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n` +
              'Content-Type: video/mp4\r\nContent-Length: 100000\r\n\r\n',
          );
          socket.write(Buffer.alloc(1000));
          setTimeout(() => {
            socket.resetAndDestroy();
            resolve();
          }, attempt);
        });
        socket.on('error', () => resolve());
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expectAlive();
  });

  it('answers 409 to a multipart upload confirmed with a part reported but never sent', async () => {
    const { browser } = await signedInUser(server);
    const projectId = await newProject(browser);
    const size = 20 * 1024 * 1024;
    const started = await browser.post(`/api/user/videos/multipart-upload-url/${projectId}`, {
      name: 'large.mp4',
      size,
      content_type: 'video/mp4',
    });
    expect(started.statusCode).toBe(201);
    const { video, parts } = started.json().data;
    for (const part of parts) {
      const reported = await browser.post(`/api/user/videos/multipart-upload-part/${video.id}`, {
        part_number: part.part_number,
        etag: '"0123456789abcdef0123456789abcdef"',
      });
      expect(reported.statusCode).toBe(200);
    }
    const confirmed = await browser.post(`/api/user/videos/multipart-confirm-upload/${video.id}`);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toMatch(/did not arrive intact/);
    await expectAlive();
  });

  it('makes a poster of a one-frame, one-second video from its first frame', async () => {
    const { browser } = await signedInUser(server);
    const { video } = await uploadAndProcess(browser, readFileSync(fixture('one-frame.mp4')));
    expect(video.error).toBeNull();
    expect(video.status).not.toBe('failed');
    const row = await findVideoForJob(server.runtime.database.db, video.id);
    expect(row?.posterKey).toBeTruthy();
    expect((await server.runtime.storage.head(row?.posterKey ?? ''))?.sizeBytes).toBeGreaterThan(0);
    await expectAlive();
  });
});

describe('playlists and file lists', () => {
  it('refuses a "video" that is an HLS playlist naming another user’s stored file', async () => {
    const victim = await signedInUser(server);
    const { videoId } = await uploadAndProcess(victim.browser, readFileSync(fixture('clip.mp4')));
    const stolen = await findVideoForJob(server.runtime.database.db, videoId);
    const storedPath = path.join(server.runtime.config.STORAGE_DIR, stolen?.storageKey ?? '');
    const playlist = Buffer.from(
      `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:10\n#EXTINF:10.0,\nfile://${storedPath}\n#EXT-X-ENDLIST\n`,
    );
    const attacker = await signedInUser(server);
    const { video } = await uploadAndProcess(attacker.browser, playlist);
    expect(video.status).toBe('failed');
    expect(video.error).toBe(playlistMessage);
    expect(video.poster_url ?? null).toBeNull();
  });

  it('refuses an ffconcat list uploaded to the media library', async () => {
    const { browser } = await signedInUser(server);
    const list = Buffer.from(`ffconcat version 1.0\nfile '${fixture('clip.mp4')}'\n`);
    const item = await uploadMedia(server, browser, 'clip.mp4', list, 'video/mp4');
    expect(item.status).toBe('failed');
    expect(item.error).toBe(playlistMessage);
  });

  it('never lets ffprobe open a playlist, whatever its name', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'captionist-playlist-'));
    try {
      const playlist = path.join(dir, 'input');
      await writeFile(
        playlist,
        `#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1.0,\n${fixture('clip.mp4')}\n#EXT-X-ENDLIST\n`,
      );
      expect(await probeMedia(playlist)).toBeNull();
      await writeFile(playlist, `ffconcat version 1.0\nfile '${fixture('clip.mp4')}'\n`);
      expect(await probeMedia(playlist)).toBeNull();
      expect((await probeMedia(fixture('clip.mp4')))?.video?.width).toBe(160);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('upload URLs are single-use', () => {
  it('refuses to overwrite a video through its URL, before and after it is confirmed', async () => {
    const { browser } = await signedInUser(server);
    const first = readFileSync(fixture('clip.mp4'));
    const swap = readFileSync(fixture('longer.mp4'));
    const projectId = await newProject(browser);
    const { videoId, url } = await videoUploadUrl(browser, projectId, swap.length);
    expect((await put(url, first)).status).toBe(200);
    const again = await put(url, swap);
    expect(again.status).toBe(409);
    expect(JSON.parse(again.body).message).toMatch(/already used/);
    expect((await browser.post(`/api/user/videos/confirm-upload/${videoId}`)).statusCode).toBe(200);
    const ready = await waitForVideo(browser, videoId);
    expect(ready.status).not.toBe('failed');
    expect((await put(url, swap)).status).toBe(409);
    const row = await findVideoForJob(server.runtime.database.db, videoId);
    expect((await server.runtime.storage.head(row?.storageKey ?? ''))?.sizeBytes).toBe(first.length);
  });

  it('refuses to overwrite a confirmed media file through its URL', async () => {
    const { browser } = await signedInUser(server);
    const created = await browser.post('/api/user/media-uploads/upload-url', {
      name: 'clip.mp4',
      size: 1_000_000,
      content_type: 'video/mp4',
    });
    const { media, upload } = created.json().data;
    const url = `${origin}${new URL(upload.url).pathname}${new URL(upload.url).search}`;
    expect((await put(url, readFileSync(fixture('clip.mp4')))).status).toBe(200);
    expect((await browser.post('/api/user/media-uploads/confirm-upload', { id: media.id })).statusCode).toBe(
      200,
    );
    expect((await put(url, readFileSync(fixture('longer.mp4')))).status).toBe(409);
  });

  it('refuses a multipart part URL once the file is assembled', async () => {
    const { browser } = await signedInUser(server);
    const projectId = await newProject(browser);
    const file = readFileSync(fixture('clip.mp4'));
    const started = await browser.post(`/api/user/videos/multipart-upload-url/${projectId}`, {
      name: 'clip.mp4',
      size: file.length,
      content_type: 'video/mp4',
    });
    const { video, parts } = started.json().data;
    expect(parts).toHaveLength(1);
    const partUrl = `${origin}${new URL(parts[0].url).pathname}${new URL(parts[0].url).search}`;
    const sent = await fetch(partUrl, { method: 'PUT', body: file });
    expect(sent.status).toBe(200);
    // Sending a part again before the file is assembled is a retry, and allowed.
    const retried = await fetch(partUrl, { method: 'PUT', body: file });
    expect(retried.status).toBe(200);
    await browser.post(`/api/user/videos/multipart-upload-part/${video.id}`, {
      part_number: 1,
      etag: retried.headers.get('etag'),
    });
    expect((await browser.post(`/api/user/videos/multipart-confirm-upload/${video.id}`)).statusCode).toBe(
      200,
    );
    expect((await fetch(partUrl, { method: 'PUT', body: file })).status).toBe(409);
  });
});

describe('picture limits at probe', () => {
  it('refuses an 8K frame and a 240 fps clip with the reason, and keeps 4K at 60 fps', async () => {
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'color=c=black:size=7680x4320:rate=1',
      '-frames:v',
      '1',
      ...h264,
      fixture('8k.mp4'),
    ]);
    ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=240', '-t', '0.5', ...h264, fixture('240fps.mp4')]);
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=3840x2160:rate=60',
      '-t',
      '0.2',
      ...h264,
      fixture('4k60.mp4'),
    ]);
    const { browser } = await signedInUser(server);
    const huge = (await uploadAndProcess(browser, readFileSync(fixture('8k.mp4')))).video;
    expect(huge.status).toBe('failed');
    expect(huge.error).toMatch(/^This video is 7680×4320; videos up to 4096 pixels on the longer side/);
    const fast = (await uploadAndProcess(browser, readFileSync(fixture('240fps.mp4')))).video;
    expect(fast.status).toBe('failed');
    expect(fast.error).toMatch(/^This video runs at 240 frames per second; up to 120/);
    const uhd = (await uploadAndProcess(browser, readFileSync(fixture('4k60.mp4')))).video;
    expect(uhd.error).toBeNull();
    expect(uhd.status).not.toBe('failed');
  }, 120_000);

  it('refuses a video whose header declares 320×240 and whose frames switch to 4800×4800', async () => {
    // Two raw H.264 streams one after the other: the second's parameter sets change the size.
    const part = (source: string, length: string[], name: string) =>
      ffmpeg([
        '-f',
        'lavfi',
        '-i',
        source,
        ...length,
        ...h264,
        '-bsf:v',
        'h264_mp4toannexb',
        '-f',
        'h264',
        name,
      ]);
    part('testsrc=size=320x240:rate=25', ['-t', '1'], fixture('a.h264'));
    part('color=c=red:size=4800x4800', ['-frames:v', '2'], fixture('b.h264'));
    const joined = Buffer.concat([readFileSync(fixture('a.h264')), readFileSync(fixture('b.h264'))]);
    await writeFile(fixture('switch.h264'), joined);
    // The MP4's header keeps the first part's 320×240; the big frames come after a second.
    ffmpeg(['-r', '25', '-i', fixture('switch.h264'), '-c', 'copy', fixture('switch.mp4')]);
    expect((await probeMedia(fixture('switch.mp4')))?.video).toMatchObject({ width: 320, height: 240 });
    const { browser } = await signedInUser(server);
    const { videoId } = await uploadAndProcess(browser, readFileSync(fixture('switch.mp4')));
    // The preview copy is the first decode past the header: it refuses instead of being made.
    const ended = await until(
      'the preview copy or the refusal',
      async () => (await browser.get(`/api/user/videos/${videoId}`)).json().data,
      (current) => current.status === 'failed' || current.proxy_url !== null,
    );
    expect(ended.status).toBe('failed');
    expect(ended.error).toMatch(/^This video is 4800×4800; videos up to 4096 pixels on the longer side/);
  }, 90_000);

  it('refuses a still picture above the photo limit without decoding it', async () => {
    ffmpeg(['-f', 'lavfi', '-i', 'color=c=black:size=12000x9000', '-frames:v', '1', fixture('huge.png')]);
    const { browser } = await signedInUser(server);
    const item = await uploadMedia(
      server,
      browser,
      'huge.png',
      readFileSync(fixture('huge.png')),
      'image/png',
    );
    expect(item.status).toBe('failed');
    expect(item.error).toMatch(/^This picture is 12000×9000; pictures up to 50.0 megapixels/);
  }, 60_000);
});
