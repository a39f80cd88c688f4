// A video uploaded through the API as the web client does it with the local storage driver
// (upload-url → PUT to the signed URL → confirm), then waited on until processing ends.
import type { BrowserAgent } from './browser-agent';
import type { TestServer } from './test-runtime';

const PROCESSING_DEADLINE_MS = 60_000;

export async function newProject(browser: BrowserAgent, name = 'Clips'): Promise<string> {
  return (await browser.post('/api/user/projects', { name })).json().data.id;
}

/** What the upload form sends besides the file: the spoken language, "find clips in a long recording". */
export interface UploadOptions {
  language?: string;
  longRecording?: boolean;
}

/** Asks for an upload URL and PUTs the file there, unconfirmed; returns the new video. */
export async function putVideoFile(
  server: TestServer,
  browser: BrowserAgent,
  projectId: string,
  bytes: Buffer,
  name: string,
  { language, longRecording }: UploadOptions = {},
) {
  const created = await browser.post(`/api/user/videos/upload-url/${projectId}`, {
    name,
    size: bytes.length,
    content_type: 'video/mp4',
    ...(language ? { language } : {}),
    ...(longRecording ? { long_recording: true } : {}),
  });
  if (created.statusCode !== 201) throw new Error(`upload-url failed: ${created.body}`);
  const { video, upload } = created.json().data;
  // The local driver's signed URLs point at the app itself (APP_URL).
  const target = new URL(upload.url);
  const put = await server.app.inject({
    method: 'PUT',
    url: `${target.pathname}${target.search}`,
    payload: bytes,
    headers: upload.headers,
  });
  if (put.statusCode !== 200) throw new Error(`upload PUT failed: ${put.body}`);
  return video;
}

/** Returns the video once it has left `processing` (in whatever state that left it). */
export async function uploadVideo(
  server: TestServer,
  browser: BrowserAgent,
  projectId: string,
  bytes: Buffer,
  name: string,
  options: UploadOptions = {},
) {
  const video = await putVideoFile(server, browser, projectId, bytes, name, options);
  const confirmed = await browser.post(`/api/user/videos/confirm-upload/${video.id}`);
  if (confirmed.statusCode !== 200) throw new Error(`confirm-upload failed: ${confirmed.body}`);
  const deadline = Date.now() + PROCESSING_DEADLINE_MS;
  for (;;) {
    const current = (await browser.get(`/api/user/videos/${video.id}`)).json().data;
    if (current.status !== 'processing') return current;
    if (Date.now() > deadline) throw new Error(`video ${video.id} still processing`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
