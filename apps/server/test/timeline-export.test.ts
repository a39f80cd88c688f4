// The OpenTimelineIO export of a video's edit (docs/exports.md "OpenTimelineIO"): a download
// named after the video, one clip per range the cuts keep, read back against OTIO's schema, and
// nothing of it for another user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clipFrames, readOtio } from '../src/modules/video-edits/otio-test-reads';
import { updateVideo } from '../src/modules/videos/video-queries';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { editVersionOf } from './support/edit-version';
import { startTestServer, type TestServer } from './support/test-runtime';
import { newProject } from './support/video-uploads';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The sample video as if a 4 s 1080p upload at 25 fps named "Talk «take» 1.mp4" was processed (no workers run here). */
async function readyVideo(browser: BrowserAgent): Promise<string> {
  const created = await browser.post(`/api/user/videos/use-sample-video/${await newProject(browser)}`);
  expect(created.statusCode).toBe(201);
  const vid: string = created.json().data.id;
  await updateVideo(server.runtime.database.db, vid, {
    name: 'Talk «take» 1.mp4',
    status: 'ready',
    durationMs: 4000,
    width: 1920,
    height: 1080,
    fps: 25,
  });
  return vid;
}

describe('the OpenTimelineIO export', () => {
  it('downloads the edit as an .otio attachment with one clip per kept range of the upload', async () => {
    const { browser } = await signedInUser(server);
    const vid = await readyVideo(browser);
    const saved = await browser.put(`/api/user/videos/${vid}/edits`, {
      cuts: [{ start_ms: 1000, end_ms: 2000, reason: 'manual' }],
      zooms: [{ start_ms: 2500, end_ms: 3000, scale: 1.2 }],
      reframe: { aspect: '9:16', mode: 'centre' },
      hook: { text: 'Listen', duration_ms: 1000 },
      base_version: await editVersionOf(browser, vid),
    });
    expect(saved.statusCode).toBe(200);

    const file = await browser.get(`/api/user/videos/${vid}/timeline.otio`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Talk _take_ 1.otio"; filename*=UTF-8''Talk%20%C2%ABtake%C2%BB%201.otio`,
    );
    const timeline = readOtio(JSON.parse(file.body));
    const [video, audio] = timeline.tracks.children;
    if (!video || !audio) throw new Error('a track is missing');
    expect([video.kind, audio.kind]).toEqual(['Video', 'Audio']);
    expect(clipFrames(video)).toEqual([
      [0, 25],
      [50, 50],
    ]);
    expect(video.children.map((clip) => clip.media_references.DEFAULT_MEDIA?.target_url)).toEqual([
      'Talk «take» 1.mp4',
      'Talk «take» 1.mp4',
    ]);
    // The centre crop of a 9:16 frame cut from 1080p holds still: its first and last points.
    expect(video.children[1]?.metadata.captionist).toMatchObject({
      punch_ins: [{ start_ms: 2500, end_ms: 3000, scale: 1.2 }],
      reframe: {
        crop: { width: 606, height: 1080 },
        path: [
          { x: 0.5, y: 0.5 },
          { x: 0.5, y: 0.5 },
        ],
      },
    });
    expect(timeline.tracks.markers.map((marker) => marker.name)).toEqual(['Listen']);
  });

  it("answers 404 for someone else's video", async () => {
    const { browser } = await signedInUser(server);
    const vid = await readyVideo(browser);
    const { browser: intruder } = await signedInUser(server);
    const answer = await intruder.get(`/api/user/videos/${vid}/timeline.otio`);
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-disposition']).toBeUndefined();
  });
});
