// A render through the API as the web client asks for it, and a signed file saved to disk, for
// tests that read the pixels of what the user downloads.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RenderProgress } from '@captionist/contracts';
import { expect } from 'vitest';
import type { BrowserAgent } from './browser-agent';
import { editVersionOf } from './edit-version';
import type { TestServer } from './test-runtime';
import { newProject, type UploadOptions, uploadVideo } from './video-uploads';
import { until } from './wait-until';

/** An uploaded video with `words` saved as its transcript, and these edits (cuts, a reframe, an output) saved. */
export async function editedVideo(
  server: TestServer,
  browser: BrowserAgent,
  file: string,
  edits: object,
  words = [{ text: 'HELLO', start: 200, end: 900 }],
  upload: UploadOptions = {},
): Promise<string> {
  const video = await uploadVideo(
    server,
    browser,
    await newProject(browser),
    readFileSync(file),
    'Talk.mp4',
    upload,
  );
  await until(
    'transcription',
    async () => (await browser.get(`/api/user/videos/transcription-status/${video.id}`)).json().data.status,
    (status) => status === 'done' || status === 'failed',
  );
  const saved = await browser.post(`/api/user/videos/${video.id}/save-transcription`, {
    words,
    base_version: await editVersionOf(browser, video.id),
  });
  expect(saved.statusCode).toBe(200);
  const stored = await browser.put(`/api/user/videos/${video.id}/edits`, {
    ...edits,
    base_version: await editVersionOf(browser, video.id),
  });
  expect(stored.statusCode).toBe(200);
  return video.id as string;
}

/** Follows the signed URL that `urlRoute` answers with and saves the file as `dir/name`. */
export async function downloadSigned(
  server: TestServer,
  browser: BrowserAgent,
  urlRoute: string,
  file: string,
): Promise<string> {
  return saveSigned(server, (await browser.get(urlRoute)).json().data.url, file);
}

/** Saves the file a signed URL of the API (a preview copy, a download) names as `file`. */
export async function saveSigned(server: TestServer, url: string, file: string): Promise<string> {
  const target = new URL(url);
  const response = await server.app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
  expect(response.statusCode).toBe(200);
  writeFileSync(file, response.rawPayload);
  return file;
}

/** Renders the video, waits for it, and saves the MP4 in `dir`; returns its path. */
export async function renderToFile(
  server: TestServer,
  browser: BrowserAgent,
  vid: string,
  dir: string,
): Promise<string> {
  expect((await browser.post(`/api/user/videos/${vid}/request-render`, {})).statusCode).toBe(202);
  const progress = await until(
    'the render',
    async (): Promise<RenderProgress> =>
      (await browser.get(`/api/user/videos/${vid}/render-progress`)).json().data,
    (p) => !['queued', 'running'].includes(p.status),
  );
  expect(progress).toMatchObject({ status: 'done', error: null });
  return downloadSigned(
    server,
    browser,
    `/api/user/videos/${vid}/download-url`,
    path.join(dir, `${vid}.mp4`),
  );
}
