// The media library through the API: real images, GIFs, audio and video probed by ffmpeg,
// the plan's media limit, and ownership.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { uploadMedia as uploadMediaFile } from './support/media-library';
import { startTestServer, type TestServer } from './support/test-runtime';

let server: TestServer;
const files: Record<string, Buffer> = {};

beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-media-lib-'));
  const make = (name: string, args: string[]) => {
    execFileSync('ffmpeg', ['-y', '-v', 'error', ...args, path.join(dir, name)]);
    files[name] = readFileSync(path.join(dir, name));
  };
  make('photo.png', ['-f', 'lavfi', '-i', 'testsrc=size=640x360', '-frames:v', '1']);
  make('loop.gif', ['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10', '-t', '1']);
  make('music.wav', ['-f', 'lavfi', '-i', 'sine=frequency=330', '-t', '2']);
  files['notes.png'] = Buffer.from('%PDF-1.7\nnot an image at all\n%%EOF');
  server = await startTestServer();
  await registerWorkers(server.runtime);
});
afterAll(async () => {
  await server?.close();
});

const uploadMedia = (browser: BrowserAgent, name: string, contentType: string) =>
  uploadMediaFile(server, browser, name, files[name] ?? Buffer.alloc(0), contentType);

describe('media uploads', () => {
  it('probes images, GIFs and audio, with thumbnails for pictures', async () => {
    const { browser } = await signedInUser(server);
    const photo = await uploadMedia(browser, 'photo.png', 'image/png');
    expect(photo).toMatchObject({ status: 'ready', kind: 'image', width: 640, height: 360 });
    expect(photo.thumbnail_url).toMatch(/thumbnail\.jpg/);
    const gif = await uploadMedia(browser, 'loop.gif', 'image/gif');
    expect(gif).toMatchObject({ status: 'ready', kind: 'gif' });
    const music = await uploadMedia(browser, 'music.wav', 'audio/wav');
    expect(music).toMatchObject({ status: 'ready', kind: 'audio', thumbnail_url: null });
    expect(music.duration_ms).toBeGreaterThan(1900);
  });

  it('refuses a PDF renamed to .png and deletes it', async () => {
    const { browser } = await signedInUser(server);
    const fake = await uploadMedia(browser, 'notes.png', 'image/png');
    expect(fake).toMatchObject({
      status: 'failed',
      error: 'This file is not an image, GIF, video or audio file we can read.',
      url: null,
    });
  });

  it('refuses types that are not media before any byte moves', async () => {
    const { browser } = await signedInUser(server);
    const response = await browser.post('/api/user/media-uploads/upload-url', {
      name: 'a.pdf',
      size: 10,
      content_type: 'application/pdf',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.content_type).toBeDefined();
  });

  it('enforces the plan’s media limit', async () => {
    const { browser } = await signedInUser(server);
    for (let i = 0; i < 10; i++) {
      const ok = await browser.post('/api/user/media-uploads/upload-url', {
        name: `${i}.png`,
        size: 10,
        content_type: 'image/png',
      });
      expect(ok.statusCode).toBe(201);
    }
    const over = await browser.post('/api/user/media-uploads/upload-url', {
      name: 'x.png',
      size: 10,
      content_type: 'image/png',
    });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe('Your plan allows 10 media files. Delete some or upgrade to add more.');
  });

  it('renames and deletes only the owner’s files', async () => {
    const owner = await signedInUser(server);
    const intruder = await signedInUser(server);
    const photo = await uploadMedia(owner.browser, 'photo.png', 'image/png');
    expect(
      (await intruder.browser.post(`/api/user/media-uploads/update/${photo.id}`, { name: 'mine' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await intruder.browser.post('/api/user/media-uploads/confirm-upload', { id: photo.id })).statusCode,
    ).toBe(404);
    expect(
      (
        await intruder.browser.request({
          method: 'DELETE',
          url: `/api/user/media-uploads/delete/${photo.id}`,
        })
      ).statusCode,
    ).toBe(404);
    expect((await intruder.browser.get('/api/user/media-uploads')).json().data).toEqual([]);
    const renamed = await owner.browser.post(`/api/user/media-uploads/update/${photo.id}`, {
      name: 'Skyline',
    });
    expect(renamed.json().data.name).toBe('Skyline');
    expect(
      (await owner.browser.request({ method: 'DELETE', url: `/api/user/media-uploads/delete/${photo.id}` }))
        .statusCode,
    ).toBe(200);
    expect((await owner.browser.get('/api/user/media-uploads')).json().data).toEqual([]);
  });
});
