// Video uploads through the API with each storage driver (local files, S3) and real ffmpeg processing.

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { findVideoForJob } from '../src/modules/videos/video-queries';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { type MediaFixtures, makeMediaFixtures } from './support/media-fixtures';
import { startS3, type TestS3 } from './support/s3-server';
import { startTestServer, type TestServer } from './support/test-runtime';
import { until } from './support/wait-until';

let media: MediaFixtures;
beforeAll(() => {
  media = makeMediaFixtures();
});

for (const driver of ['local', 's3'] as const) {
  describe(`with the ${driver} storage driver`, () => {
    let server: TestServer;
    let s3: TestS3 | undefined;

    beforeAll(async () => {
      s3 = driver === 's3' ? await startS3() : undefined;
      server = await startTestServer({ env: s3?.env ?? {} });
      await registerWorkers(server.runtime);
    });
    afterAll(async () => {
      await server?.close();
      await s3?.stop();
    });

    /** Signed URLs of the local driver point at the app (APP_URL); those of s3 at the store. */
    async function fetchSigned(
      url: string,
      init: { method?: string; body?: Buffer; headers?: Record<string, string> } = {},
    ) {
      const u = new URL(url);
      if (u.host === 'localhost:8080') {
        const response = await server.app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url: `${u.pathname}${u.search}`,
          payload: init.body,
          headers: init.headers,
        });
        return {
          status: response.statusCode,
          contentType: response.headers['content-type'],
          etag: String(response.headers.etag ?? ''),
        };
      }
      const response = await fetch(url, {
        method: init.method ?? 'GET',
        body: init.body,
        headers: init.headers,
      });
      await response.arrayBuffer();
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? undefined,
        etag: response.headers.get('etag') ?? '',
      };
    }

    async function newProject(browser: BrowserAgent): Promise<string> {
      return (await browser.post('/api/user/projects', { name: 'Clips' })).json().data.id;
    }

    /** Upload-url → PUT to storage → confirm → wait until processing ends; returns the video. */
    async function upload(
      browser: BrowserAgent,
      projectId: string,
      bytes: Buffer,
      name = 'clip.mp4',
      extra: { long_recording?: boolean } = {},
    ) {
      const created = await browser.post(`/api/user/videos/upload-url/${projectId}`, {
        name,
        size: Math.max(bytes.length, 1),
        content_type: 'video/mp4',
        ...extra,
      });
      expect(created.statusCode).toBe(201);
      const { video, upload: target } = created.json().data;
      const put = await fetchSigned(target.url, { method: 'PUT', body: bytes, headers: target.headers });
      // S3 refuses a body shorter than the signed Content-Length; the local driver keeps what arrives.
      if (bytes.length > 0 || driver === 'local') expect(put.status).toBe(200);
      const confirmed = await browser.post(`/api/user/videos/confirm-upload/${video.id}`);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().data.status).toBe('processing');
      const deadline = Date.now() + 60_000;
      for (;;) {
        const current = (await browser.get(`/api/user/videos/${video.id}`)).json().data;
        if (current.status !== 'processing' || Date.now() > deadline) return current;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }

    describe('sample video', () => {
      it('copies a clip with real speech into the project and processes it', async () => {
        const { browser } = await signedInUser(server);
        const projectId = await newProject(browser);
        const created = await browser.post(`/api/user/videos/use-sample-video/${projectId}`);
        expect(created.statusCode).toBe(201);
        const { id } = created.json().data;
        const deadline = Date.now() + 60_000;
        let video = created.json().data;
        while (video.status === 'processing' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          video = (await browser.get(`/api/user/videos/${id}`)).json().data;
        }
        expect(video).toMatchObject({
          name: 'Sample video',
          status: 'transcribing',
          has_audio: 'yes',
          width: 720,
          height: 1280,
        });
        expect(video.duration_ms).toBeGreaterThan(5000);
        const intruder = await signedInUser(server);
        expect(
          (await intruder.browser.post(`/api/user/videos/use-sample-video/${projectId}`)).statusCode,
        ).toBe(404);
      });
    });

    describe('multipart uploads', () => {
      it('resumes with only the missing parts and assembles the exact file', async () => {
        const { browser } = await signedInUser(server);
        const projectId = await newProject(browser);
        const file = media.large;
        expect(file.length).toBeGreaterThan(16 * 1024 * 1024);
        const started = await browser.post(`/api/user/videos/multipart-upload-url/${projectId}`, {
          name: 'large.mp4',
          size: file.length,
          content_type: 'video/mp4',
        });
        expect(started.statusCode).toBe(201);
        const { video, part_size, part_count, parts } = started.json().data;
        expect(part_size).toBe(8 * 1024 * 1024);
        expect(parts).toHaveLength(part_count);
        const sendPart = async (part: { part_number: number; url: string }) => {
          const start = (part.part_number - 1) * part_size;
          const response = await fetchSigned(part.url, {
            method: 'PUT',
            body: file.subarray(start, start + part_size),
          });
          expect(response.status).toBe(200);
          const reported = await browser.post(`/api/user/videos/multipart-upload-part/${video.id}`, {
            part_number: part.part_number,
            etag: response.etag,
          });
          expect(reported.statusCode).toBe(200);
        };
        // The connection drops after the first part: resuming asks only for the rest.
        await sendPart(parts[0]);
        const early = await browser.post(`/api/user/videos/multipart-confirm-upload/${video.id}`);
        expect(early.statusCode).toBe(409);
        expect(early.json().message).toMatch(/^Parts 2, 3 have not arrived yet/);
        const resumed = (
          await browser.post(`/api/user/videos/multipart-upload-url/${projectId}`, { video_id: video.id })
        ).json().data;
        expect(resumed.uploaded).toEqual([1]);
        expect(resumed.parts.map((p: { part_number: number }) => p.part_number)).toEqual([2, 3]);
        for (const part of resumed.parts) await sendPart(part);
        const confirmed = await browser.post(`/api/user/videos/multipart-confirm-upload/${video.id}`);
        expect(confirmed.statusCode).toBe(200);
        const row = await findVideoForJob(server.runtime.database.db, video.id);
        const stored = await server.runtime.storage.withLocalFile(row?.storageKey ?? '', async (p) =>
          createHash('sha256')
            .update(await readFile(p))
            .digest('hex'),
        );
        expect(stored).toBe(createHash('sha256').update(file).digest('hex'));
        const intruder = await signedInUser(server);
        expect(
          (await intruder.browser.post(`/api/user/videos/multipart-confirm-upload/${video.id}`)).statusCode,
        ).toBe(404);
      });
    });

    describe('video uploads', () => {
      it('probes a real clip, makes a poster, queues transcription, then makes the proxy', async () => {
        const { browser } = await signedInUser(server);
        const video = await upload(browser, await newProject(browser), media.clip);
        // Queued, or already taken by a worker woken by the queueing.
        expect(['queued', 'running']).toContain(video.transcription_status);
        expect(video).toMatchObject({
          status: 'transcribing',
          width: 320,
          height: 240,
          has_audio: 'yes',
          error: null,
        });
        expect(video.duration_ms).toBeGreaterThan(1900);
        expect(video.fps).toBe(25);
        const poster = await fetchSigned(video.poster_url);
        expect(poster.contentType).toBe('image/jpeg');
        // Transcription does not wait for the preview proxy, which follows at a lower priority.
        const withProxy = await until(
          'the preview proxy',
          async () => (await browser.get(`/api/user/videos/${video.id}`)).json().data,
          (detail) => detail.proxy_url !== null,
        );
        const proxy = await fetchSigned(withProxy.proxy_url, { headers: { range: 'bytes=0-99' } });
        expect(proxy.status).toBe(206);
      });

      it('accepts a video without sound and says so', async () => {
        const { browser } = await signedInUser(server);
        const video = await upload(browser, await newProject(browser), media.silent);
        expect(video.has_audio).toBe('no');
        // A worker woken by the queueing may already have ended the run, with no words to find.
        expect(['transcribing', 'ready']).toContain(video.status);
      });

      it('refuses a PDF renamed to .mp4, a truncated MP4 and an empty file with human reasons', async () => {
        const { browser } = await signedInUser(server);
        const projectId = await newProject(browser);
        const pdf = await upload(browser, projectId, media.pdf, 'report.mp4');
        expect(pdf).toMatchObject({ status: 'failed' });
        expect(pdf.error).toMatch(/not a video we can read/);
        const truncated = await upload(browser, projectId, media.truncated);
        expect(truncated.status).toBe('failed');
        const empty = await upload(browser, projectId, Buffer.alloc(0));
        expect(empty).toMatchObject({
          status: 'failed',
          error: 'The file is empty. Please upload the video again.',
        });
        const zero = await browser.post(`/api/user/videos/upload-url/${projectId}`, {
          name: 'a.mp4',
          size: 0,
        });
        expect(zero.statusCode).toBe(422);
      });

      it('refuses a video longer than the plan allows with the exact message', async () => {
        const { browser } = await signedInUser(server);
        const video = await upload(browser, await newProject(browser), media.tooLong);
        expect(video).toMatchObject({
          status: 'failed',
          error: 'You are not allowed to use videos longer than 5.00 minutes',
        });
      });

      it('takes a long recording past the video limits, up to the plan’s own limits for those', async () => {
        const { browser } = await signedInUser(server);
        const projectId = await newProject(browser);
        const talk = await upload(browser, projectId, media.tooLong, 'talk.mp4', { long_recording: true });
        expect(talk).toMatchObject({ long_recording: true, duration_ms: expect.any(Number) });
        expect(talk.status).not.toBe('failed');
        // Its preview copy may take hours: its processing is not taken for dead after the queue's hour.
        const job = (await server.runtime.database.db.execute(
          sql`select expire_seconds from pgboss.job where name = 'videos.process' and data->>'videoId' = ${talk.id}`,
        )) as unknown as { rows: { expire_seconds: number }[] };
        expect(job.rows.map((row) => row.expire_seconds)).toEqual([4 * 3600]);
        // Spec §5 still holds for the video over all of it: it is there to find clips in.
        const render = await browser.post(`/api/user/videos/${talk.id}/request-render`, {});
        expect(render.json().message).toBe('You are not allowed to use videos longer than 5.00 minutes');

        const stream = await upload(browser, projectId, media.overAnHour, 'stream.mp4', {
          long_recording: true,
        });
        expect(stream).toMatchObject({
          status: 'failed',
          error: "This recording is longer than your plan's limit for long recordings (1 hour).",
        });

        const MB = 1024 * 1024;
        const start = (size: number) =>
          browser.post(`/api/user/videos/multipart-upload-url/${projectId}`, {
            name: 'podcast.mp4',
            size,
            long_recording: true,
          });
        const accepted = await start(1500 * MB);
        expect(accepted.statusCode).toBe(201);
        expect(accepted.json().data.video.long_recording).toBe(true);
        const refused = await start(2049 * MB);
        expect(refused.statusCode).toBe(413);
        expect(refused.json().errors.size).toEqual([
          "The file is larger than your plan's limit of 2048 MB for long recordings.",
        ]);
        const listed = (await browser.get(`/api/user/videos/project/${projectId}`)).json().data;
        expect(listed.map((video: { long_recording: boolean }) => video.long_recording)).toEqual([
          true,
          true,
          true,
        ]);
      });

      it('checks the plan size cap before any byte moves', async () => {
        const { browser } = await signedInUser(server);
        const response = await browser.post(`/api/user/videos/upload-url/${await newProject(browser)}`, {
          name: 'huge.mp4',
          size: 501 * 1024 * 1024,
        });
        expect(response.statusCode).toBe(413);
        expect(response.json().message).toBe("The file is larger than your plan's limit of 500 MB.");
      });

      it('refuses to confirm an upload that has not arrived', async () => {
        const { browser } = await signedInUser(server);
        const created = await browser.post(`/api/user/videos/upload-url/${await newProject(browser)}`, {
          name: 'a.mp4',
          size: 10,
        });
        const confirm = await browser.post(`/api/user/videos/confirm-upload/${created.json().data.video.id}`);
        expect(confirm.statusCode).toBe(409);
      });

      it('lists, renames and deletes videos, and hides them from other users', async () => {
        const owner = await signedInUser(server);
        const intruder = await signedInUser(server);
        const projectId = await newProject(owner.browser);
        const video = await upload(owner.browser, projectId, media.silent);
        expect((await owner.browser.get(`/api/user/videos/project/${projectId}`)).json().data).toHaveLength(
          1,
        );
        const renamed = await owner.browser.request({
          method: 'PUT',
          url: `/api/user/videos/${video.id}`,
          payload: { name: 'Intro' },
        });
        expect(renamed.json().data.name).toBe('Intro');
        for (const url of [`/api/user/videos/${video.id}`, `/api/user/videos/project/${projectId}`]) {
          expect((await intruder.browser.get(url)).statusCode).toBe(404);
        }
        expect((await intruder.browser.post(`/api/user/videos/confirm-upload/${video.id}`)).statusCode).toBe(
          404,
        );
        expect(
          (
            await intruder.browser.post(`/api/user/videos/upload-url/${projectId}`, {
              name: 'x.mp4',
              size: 5,
            })
          ).statusCode,
        ).toBe(404);
        expect(
          (await intruder.browser.request({ method: 'DELETE', url: `/api/user/videos/${video.id}` }))
            .statusCode,
        ).toBe(404);
        expect(
          (await owner.browser.request({ method: 'DELETE', url: `/api/user/videos/${video.id}` })).statusCode,
        ).toBe(200);
        expect((await owner.browser.get(`/api/user/videos/${video.id}`)).statusCode).toBe(404);
      });
    });
  });
}
