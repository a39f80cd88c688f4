// Uploads started and never confirmed, with each storage driver: the project's list of them (which
// were interrupted, what a resume needs) and the hourly clean-up that gives them up. Time is moved
// by ageing the rows' timestamps, never waited for.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { cleanUpAbandonedUploads } from '../src/modules/uploads/abandoned-uploads';
import { findMultipartForVideo } from '../src/modules/videos/multipart-queries';
import { findVideoForJob } from '../src/modules/videos/video-queries';
import { mediaUploads, multipartUploads, videos } from '../src/platform/db/schema';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { startS3, type TestS3 } from './support/s3-server';
import { startTestServer, type TestServer } from './support/test-runtime';
import { newProject } from './support/video-uploads';
import { until } from './support/wait-until';

const MB = 1024 * 1024;
const LAST_MODIFIED = 1_700_000_000_000;

for (const driver of ['local', 's3'] as const) {
  describe(`unfinished uploads with the ${driver} storage driver`, () => {
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

    /** PUTs bytes to a signed URL: the local driver's point at the app, those of s3 at the store. */
    async function put(url: string, body: Buffer, headers: Record<string, string> = {}) {
      const u = new URL(url);
      if (u.host === 'localhost:8080') {
        const response = await server.app.inject({
          method: 'PUT',
          url: `${u.pathname}${u.search}`,
          payload: body,
          headers,
        });
        return { status: response.statusCode, etag: String(response.headers.etag ?? '') };
      }
      const response = await fetch(url, { method: 'PUT', body, headers });
      await response.arrayBuffer();
      return { status: response.status, etag: response.headers.get('etag') ?? '' };
    }

    /** As if the upload's every sign of life had happened `minutes` earlier. */
    async function age(videoId: string, minutes: number) {
      const { db } = server.runtime.database;
      const earlier = sql`make_interval(mins => ${minutes})`;
      await db
        .update(videos)
        .set({ createdAt: sql`${videos.createdAt} - ${earlier}` })
        .where(eq(videos.id, videoId));
      await db
        .update(multipartUploads)
        .set({ lastActivityAt: sql`${multipartUploads.lastActivityAt} - ${earlier}` })
        .where(eq(multipartUploads.videoId, videoId));
    }

    const startSingle = async (browser: BrowserAgent, projectId: string, size = 10) =>
      (
        await browser.post(`/api/user/videos/upload-url/${projectId}`, {
          name: 'single.mp4',
          size,
          content_type: 'video/mp4',
        })
      ).json().data;

    const startParted = async (browser: BrowserAgent, projectId: string) =>
      (
        await browser.post(`/api/user/videos/multipart-upload-url/${projectId}`, {
          name: 'parted.mp4',
          size: 9 * MB,
          content_type: 'video/mp4',
          last_modified: LAST_MODIFIED,
        })
      ).json().data;

    const unfinished = async (browser: BrowserAgent, projectId: string) => {
      const response = await browser.get(`/api/user/videos/project/${projectId}/unfinished-uploads`);
      expect(response.statusCode).toBe(200);
      const list: { video_id: string }[] = response.json().data;
      return new Map(list.map((upload) => [upload.video_id, upload]));
    };

    it('lists the uploads still waiting, and calls one interrupted once nothing arrived for a while', async () => {
      const { browser } = await signedInUser(server);
      const projectId = await newProject(browser);
      const single = (await startSingle(browser, projectId)).video;
      const parted = await startParted(browser, projectId);
      expect(parted.part_count).toBe(2);
      // The short last part arrives; the first is still on its way.
      const lastPart = parted.parts[1];
      const sent = await put(lastPart.url, Buffer.alloc(lastPart.size, 7));
      expect(sent.status).toBe(200);
      await browser.post(`/api/user/videos/multipart-upload-part/${parted.video.id}`, {
        part_number: 2,
        etag: sent.etag,
      });
      // The card may be renamed meanwhile: a resume still asks for the file by its own name.
      await browser.request({
        method: 'PUT',
        url: `/api/user/videos/${parted.video.id}`,
        payload: { name: 'Interview' },
      });

      const fresh = await unfinished(browser, projectId);
      expect(fresh.size).toBe(2);
      expect(fresh.get(single.id)).toEqual({ video_id: single.id, interrupted: false, resume: null });
      expect(fresh.get(parted.video.id)).toEqual({
        video_id: parted.video.id,
        interrupted: false,
        resume: { file_name: 'parted.mp4', size: 9 * MB, last_modified: LAST_MODIFIED, received_bytes: MB },
      });

      // Eleven minutes without a part (UPLOAD_INTERRUPTED_AFTER_SECONDS is ten).
      await age(single.id, 11);
      await age(parted.video.id, 11);
      const later = await unfinished(browser, projectId);
      expect(later.get(single.id)).toMatchObject({ interrupted: true });
      expect(later.get(parted.video.id)).toMatchObject({ interrupted: true });

      // A resume is a sign of life again.
      const resumed = await browser.post(`/api/user/videos/multipart-upload-url/${projectId}`, {
        video_id: parted.video.id,
      });
      expect(resumed.json().data.uploaded).toEqual([2]);
      const afterResume = await unfinished(browser, projectId);
      expect(afterResume.get(parted.video.id)).toMatchObject({ interrupted: false });
      expect(afterResume.get(single.id)).toMatchObject({ interrupted: true });

      const intruder = await signedInUser(server);
      expect(
        (await intruder.browser.get(`/api/user/videos/project/${projectId}/unfinished-uploads`)).statusCode,
      ).toBe(404);
    });

    it('gives up uploads idle for a day: deleted with what arrived of them, and no longer counted', async () => {
      const { browser, id: userId } = await signedInUser(server);
      const projectId = await newProject(browser);
      const { db } = server.runtime.database;

      // A single upload whose bytes arrived but was never confirmed.
      const single = await startSingle(browser, projectId, 4);
      expect((await put(single.upload.url, Buffer.from('abcd'), single.upload.headers)).status).toBe(200);
      // An upload in parts with its first part stored.
      const parted = await startParted(browser, projectId);
      const firstPart = parted.parts[0];
      const sent = await put(firstPart.url, Buffer.alloc(firstPart.size, 1));
      expect(sent.status).toBe(200);
      await browser.post(`/api/user/videos/multipart-upload-part/${parted.video.id}`, {
        part_number: 1,
        etag: sent.etag,
      });
      // One started a while ago but still receiving parts is kept.
      const active = await startParted(browser, projectId);
      // The plan allows 10 library files: ten never-finished uploads fill it.
      const media: string[] = [];
      for (let i = 0; i < 10; i++) {
        const created = await browser.post('/api/user/media-uploads/upload-url', {
          name: `${i}.png`,
          size: 10,
          content_type: 'image/png',
        });
        media.push(created.json().data.media.id);
      }
      const mediaRequest = { name: 'next.png', size: 10, content_type: 'image/png' };
      expect((await browser.post('/api/user/media-uploads/upload-url', mediaRequest)).statusCode).toBe(403);

      const singleKey = (await findVideoForJob(db, single.video.id))?.storageKey ?? '';
      const partedUpload = await findMultipartForVideo(db, userId, parted.video.id);
      await age(single.video.id, 25 * 60);
      await age(parted.video.id, 25 * 60);
      await db
        .update(videos)
        .set({ createdAt: sql`${videos.createdAt} - make_interval(hours => 25)` })
        .where(eq(videos.id, active.video.id));
      await db
        .update(mediaUploads)
        .set({ createdAt: sql`${mediaUploads.createdAt} - make_interval(hours => 25)` })
        .where(inArray(mediaUploads.id, media));

      expect(await cleanUpAbandonedUploads(server.runtime)).toBeGreaterThanOrEqual(12);

      for (const id of [single.video.id, parted.video.id]) {
        expect((await browser.get(`/api/user/videos/${id}`)).statusCode).toBe(404);
      }
      expect((await browser.get(`/api/user/videos/${active.video.id}`)).json().data.status).toBe('uploading');
      expect((await browser.get(`/api/user/projects/${projectId}`)).json().data.video_count).toBe(1);
      expect((await browser.post('/api/user/media-uploads/upload-url', mediaRequest)).statusCode).toBe(201);
      // What arrived is deleted by the files job; the local driver keeps parts as objects too.
      await until(
        'the abandoned files to be deleted',
        () => server.runtime.storage.head(singleKey),
        (info) => !info,
      );
      if (driver === 'local' && partedUpload) {
        const partKey = `${partedUpload.storageKey}.parts/${partedUpload.uploadId}/00001`;
        await until(
          'the stored part to be deleted',
          () => server.runtime.storage.head(partKey),
          (info) => !info,
        );
      }
    });
  });
}
