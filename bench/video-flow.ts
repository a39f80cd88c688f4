// A video's way through a running server as the web client drives it (contracts: videoApi,
// renderApi): one signed PUT upload, and polling until a state is reached.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  projectSchema,
  type RenderProgress,
  renderProgressSchema,
  uploadUrlResponseSchema,
  type Video,
  videoSchema,
} from '@captionist/contracts';
import { type ApiSession, signedInSession } from './api-session';
import type { RunningServer } from './server-process';

const DEADLINE_MS = 10 * 60_000;

export async function newProject(session: ApiSession, name: string): Promise<string> {
  return projectSchema.parse(await session.call('POST', '/api/user/projects', { name })).id;
}

/**
 * A new signed-in user of `server` (built from `root`) with `credits` video credits (the admin
 * command) and `clip` uploaded and ready to render.
 */
export async function readyVideo(
  server: RunningServer,
  root: string,
  clip: string,
  credits: number,
): Promise<{ session: ApiSession; videoId: string }> {
  const { session, email } = await signedInSession(server);
  execFileSync(
    process.execPath,
    [
      path.join(root, 'apps/server/dist/admin.js'),
      'credits:grant',
      '--email',
      email,
      '--amount',
      String(credits),
    ],
    { cwd: root, env: { ...process.env, ...server.env }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const videoId = await uploadVideo(session, await newProject(session, 'Bench'), clip);
  await waitForVideo(session, videoId, (video) => video.status === 'ready', 200);
  return { session, videoId };
}

/** upload-url → PUT to the signed URL → confirm; returns the video's id. */
export async function uploadVideo(
  session: ApiSession,
  projectId: string,
  file: string,
  { longRecording = false } = {},
): Promise<string> {
  const bytes = await readFile(file);
  const { video, upload } = uploadUrlResponseSchema.parse(
    await session.call('POST', `/api/user/videos/upload-url/${projectId}`, {
      name: path.basename(file),
      size: bytes.length,
      content_type: 'video/mp4',
      long_recording: longRecording,
    }),
  );
  // The local storage driver's signed URLs point at the server itself.
  const put = await session.send(upload.method, upload.url, bytes, upload.headers);
  if (!put.ok) throw new Error(`upload PUT: ${put.status} ${await put.text()}`);
  await session.call('POST', `/api/user/videos/confirm-upload/${video.id}`);
  return video.id;
}

/** Polls the video every `everyMs` until `reached`; a failed video throws. */
export async function waitForVideo(
  session: ApiSession,
  videoId: string,
  reached: (video: Video) => boolean,
  everyMs: number,
  deadlineMs = DEADLINE_MS,
): Promise<Video> {
  return poll(
    async () => videoSchema.parse(await session.call('GET', `/api/user/videos/${videoId}`)),
    (video) => {
      if (video.status === 'failed' || video.transcription_status === 'failed')
        throw new Error(`video ${videoId} failed: ${video.error}`);
      return reached(video);
    },
    everyMs,
    deadlineMs,
  );
}

/** Polls the video's latest render every `everyMs` until it is done; a failed render throws. */
export async function waitForRender(
  session: ApiSession,
  videoId: string,
  everyMs: number,
): Promise<RenderProgress> {
  return poll(
    async () =>
      renderProgressSchema.parse(await session.call('GET', `/api/user/videos/${videoId}/render-progress`)),
    (render) => {
      if (render.status === 'failed' || render.status === 'cancelled')
        throw new Error(`render of ${videoId} ended ${render.status}: ${render.error}`);
      return render.status === 'done';
    },
    everyMs,
  );
}

/** Reads every `everyMs` until `reached` holds; past the deadline it throws with the last value. */
export async function poll<T>(
  read: () => Promise<T>,
  reached: (value: T) => boolean,
  everyMs: number,
  deadlineMs = DEADLINE_MS,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await read();
    if (reached(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`still waiting after ${deadlineMs / 1000} s: ${JSON.stringify(value)}`);
    await sleep(everyMs);
  }
}
