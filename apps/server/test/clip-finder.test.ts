// The clip finder through the API (POST /api/user/videos/{vid}/clips/find): offline, and with an
// OpenAI-compatible chat API stand-in that ranks well, answers garbage or ranks clips it was
// never given. The talk is a real 2½-minute video whose transcript is saved through the API.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Sentence, sentencesOf } from '@captionist/captions';
import { editConflictMessage, type FoundClip, type TranscriptWord } from '@captionist/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { clipMessages } from '../src/modules/clips/clips-messages';
import { recordings, videos } from '../src/platform/db/schema';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { editVersionOf } from './support/edit-version';
import { FakeChatApi } from './support/fake-chat-api';
import { renderToFile, saveSigned } from './support/rendered-files';
import { plantedStory, RAMBLE, spokenWords } from './support/spoken-words';
import { startTestServer, type TestServer } from './support/test-runtime';
import { newProject, uploadVideo } from './support/video-uploads';
import { until } from './support/wait-until';

const FIND = (vid: string) => `/api/user/videos/${vid}/clips/find`;
const ACCEPT = (vid: string) => `/api/user/videos/${vid}/clips/accept`;
const VIDEO_SECONDS = 150;
/**
 * The talk's grey: a step of 8 every second, so a frame tells its time (10 frames a second, so a
 * copy made at another rate is a tenth of a second from it at most).
 */
const GREY_AT = 'mod(floor(T)*8,200)+20';

/** A band across the middle of a frame, clear of a hook above and captions below. */
const MIDDLE_BAND = 'crop=iw:ih*0.15:0:ih*0.4';

/** The mean grey of the frame a file shows at `seconds` (of `crop` of it, when given). */
function pictureAt(file: string, seconds: number, crop?: string): number {
  const frame = execFileSync('ffmpeg', [
    ...['-v', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1'],
    ...(crop ? ['-vf', crop] : []),
    ...['-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
  ]);
  return frame.reduce((sum, value) => sum + value, 0) / frame.length;
}

const WORDS = spokenWords([
  ...RAMBLE,
  ...plantedStory('money'),
  ...RAMBLE,
  ...plantedStory('hiring'),
  ...RAMBLE,
]);

let dir: string;
let talk: Buffer;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-clips-'));
  const file = path.join(dir, 'talk.mp4');
  // A tiny picture and silence: what matters here is the length and the saved words, and that a
  // frame tells its time (GREY_AT).
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi'],
    ...['-i', `color=c=gray:s=64x64:r=10:d=${VIDEO_SECONDS},geq=lum='${GREY_AT}':cb=128:cr=128`],
    ...['-f', 'lavfi', '-i', `anullsrc=r=16000:cl=mono:d=${VIDEO_SECONDS}`],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-y', file],
  ]);
  talk = readFileSync(file);
  // The same talk as browsers cannot play it (MPEG-4 Part 2 in Matroska): its clips need a copy.
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-i',
    file,
    '-c:v',
    'mpeg4',
    '-q:v',
    '2',
    '-c:a',
    'copy',
    '-y',
    unplayableFile(),
  ]);
  expect(WORDS[WORDS.length - 1]?.end).toBeLessThan(VIDEO_SECONDS * 1000);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const unplayableFile = () => path.join(dir, 'talk.mkv');

/** The video once it has a preview copy to play (its recording's, or one of its own). */
const withPreview = (browser: BrowserAgent, id: string, what: string) =>
  until(
    what,
    async () => (await browser.get(`/api/user/videos/${id}`)).json().data,
    (video) => video.proxy_url !== null,
  );

/**
 * Takes the recording's preview copy away (once made) as if it were still being made, as a long
 * recording's is for an hour; the function it returns brings it back.
 */
async function withoutRecordingCopy(server: TestServer, id: string): Promise<() => Promise<unknown>> {
  const { db } = server.runtime.database;
  const [recording] = await db
    .select({ proxyKey: recordings.proxyKey })
    .from(recordings)
    .where(eq(recordings.id, id));
  expect(recording?.proxyKey).toBeTruthy();
  await db.update(recordings).set({ proxyKey: null }).where(eq(recordings.id, id));
  return () => db.update(recordings).set({ proxyKey: recording?.proxyKey }).where(eq(recordings.id, id));
}

async function videoWithTalk(
  server: TestServer,
  browser: BrowserAgent,
  file = { bytes: talk, name: 'talk.mp4' },
): Promise<string> {
  const video = await uploadVideo(server, browser, await newProject(browser), file.bytes, file.name);
  for (let waited = 0; ; waited += 200) {
    const status = (await browser.get(`/api/user/videos/transcription-status/${video.id}`)).json().data
      .status;
    if (status === 'done' || status === 'failed') break;
    if (waited > 90_000) throw new Error('transcription did not end');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const saved = await browser.post(`/api/user/videos/${video.id}/save-transcription`, {
    words: WORDS,
    base_version: await editVersionOf(browser, video.id),
  });
  expect(saved.statusCode).toBe(200);
  return video.id;
}

describe('without a language model', () => {
  let server: TestServer;
  let owner: BrowserAgent;
  let vid: string;

  beforeAll(async () => {
    server = await startTestServer();
    await registerWorkers(server.runtime);
    owner = (await signedInUser(server)).browser;
    vid = await videoWithTalk(server, owner);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('ranks clips of whole sentences with named parts, a reason and a title, the same each time', async () => {
    const request = { length: 'custom', min_seconds: 15, max_seconds: 40, count: 2 };
    const response = await owner.post(FIND(vid), request);
    expect(response.statusCode).toBe(200);
    const { source, clips } = response.json().data;
    expect(source).toBe('basic');
    expect(clips).toHaveLength(2);
    const starts = clips.map((clip: { start_ms: number }) => clip.start_ms);
    for (const clip of clips) {
      expect(WORDS[clip.first_word]?.start).toBe(clip.start_ms);
      expect(WORDS[clip.last_word]?.end).toBe(clip.end_ms);
      expect(WORDS[clip.first_word]?.text).toBe('Here');
      expect(WORDS[clip.last_word]?.text).toBe('week.');
      expect(clip.score).toBeGreaterThan(0);
      expect(Object.keys(clip.parts).sort()).toEqual([
        'energy',
        'hook',
        'length_fit',
        'pace',
        'payoff',
        'stands_alone',
      ]);
      expect(clip.reason).toMatch(/^It /);
      expect(clip.title).not.toBe('');
      expect(clip.excerpt).toMatch(/^Here is the biggest mistake/);
    }
    expect(clips[0].score).toBeGreaterThanOrEqual(clips[1].score);
    const again = (await owner.post(FIND(vid), request)).json().data.clips;
    expect(again.map((clip: { start_ms: number }) => clip.start_ms)).toEqual(starts);
  });

  it('puts the clip on the topic first, scored for it', async () => {
    const response = await owner.post(FIND(vid), { length: 'under_30', count: 1, topic: 'Hiring people' });
    expect(response.statusCode).toBe(200);
    const [clip] = response.json().data.clips;
    expect(clip.excerpt).toContain('hiring');
    expect(clip.parts.topic).toBeGreaterThan(0);
  });

  it('refuses what cannot be a clip with a reason under the field', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ length: 'custom', min_seconds: 1, max_seconds: 20 }, 'min_seconds', /at least 3 seconds/],
      [{ length: 'custom', min_seconds: 20 }, 'max_seconds', /shortest and longest/],
      [{ length: 'custom', min_seconds: 30, max_seconds: 20 }, 'max_seconds', /longer than the shortest/],
      [
        { length: 'custom', min_seconds: 200, max_seconds: 300 },
        'min_seconds',
        /longer than the video itself \(150 s\)/,
      ],
      [{ length: '30_60', topic: 'x'.repeat(10_000) }, 'topic', /at most 500 characters/],
      [{ length: 'forever' }, 'length', /Pick a clip length/],
      [{ length: '30_60', count: 0 }, 'count', /at least one clip/],
    ];
    for (const [body, field, message] of cases) {
      const response = await owner.post(FIND(vid), body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(response.json().errors[field]?.[0]).toMatch(message);
    }
  });

  it('answers another user’s video as missing, and a video without words with 409', async () => {
    const stranger = (await signedInUser(server)).browser;
    expect((await stranger.post(FIND(vid), { length: '30_60' })).statusCode).toBe(404);
    expect((await owner.post(FIND('not-an-id'), { length: '30_60' })).statusCode).toBe(404);
    const silent = await uploadVideo(server, owner, await newProject(owner), talk, 'silent.mp4');
    for (let waited = 0; waited < 90_000; waited += 200) {
      const status = (await owner.get(`/api/user/videos/transcription-status/${silent.id}`)).json().data
        .status;
      if (status === 'done' || status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const response = await owner.post(FIND(silent.id), { length: '30_60' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/transcript/);
  });

  // Last: accepting ends with the upload and its clips deleted.
  it('refuses clips that cannot be videos, with the reason under the field', async () => {
    const clip = { start_ms: 10_000, end_ms: 30_000, title: 'Fine' };
    const shortClip = await owner.post(ACCEPT(vid), { clips: [{ ...clip, end_ms: 12_000 }] });
    expect(shortClip.statusCode).toBe(422);
    expect(shortClip.json().errors['clips.0.end_ms']).toEqual(['A clip is at least 3 seconds long.']);
    const pastTheEnd = await owner.post(ACCEPT(vid), { clips: [clip, { ...clip, end_ms: 400_000 }] });
    expect(pastTheEnd.statusCode).toBe(422);
    expect(pastTheEnd.json().errors['clips.1.end_ms']).toEqual([
      `A clip cannot end after the recording does (${VIDEO_SECONDS} s).`,
    ]);
    for (const title of ['   ', 'a\u0000b', 'x'.repeat(101)])
      expect((await owner.post(ACCEPT(vid), { clips: [{ ...clip, title }] })).statusCode).toBe(422);
    const stranger = (await signedInUser(server)).browser;
    expect((await stranger.post(ACCEPT(vid), { clips: [clip] })).statusCode).toBe(404);
    const count = (
      await owner.get(
        `/api/user/videos/project/${(await owner.get(`/api/user/videos/${vid}`)).json().data.project_id}`,
      )
    ).json().data.length;
    expect(count).toBe(1);
  });

  it('gives every clip the recipe: a template, emoji, emphasised keywords and cut pauses', async () => {
    const templates = (await owner.get('/api/user/templates')).json().data;
    const template = templates.find((each: { is_system: boolean }) => each.is_system);
    const clip = { start_ms: 0, end_ms: 60_000, title: 'Recipe' };
    const recipe = { template_id: template.id, emoji: true, emphasis: true, silences: 'fast' };
    const missing = await owner.post(ACCEPT(vid), {
      clips: [clip],
      recipe: { ...recipe, template_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors['recipe.template_id']).toEqual([
      'This template does not exist. Choose another one.',
    ]);

    const accepted = await owner.post(ACCEPT(vid), { clips: [clip], recipe });
    expect(accepted.statusCode).toBe(201);
    const made = (await owner.get(`/api/user/videos/${accepted.json().data.videos[0].id}`)).json().data;
    expect(made.caption_settings).toEqual(template.settings);
    const words: { text: string; emphasis?: object; start: number; end: number }[] = made.transcript.words;
    expect(words.filter((word) => word.emphasis).length).toBeGreaterThan(0);
    expect(words.filter((word) => /\p{Extended_Pictographic}/u.test(word.text)).length).toBeGreaterThan(0);
    // The sound is silent: every pause between the clip's words is quiet, and cut to its margins.
    const cuts = (await owner.get(`/api/user/videos/${made.id}/edits`)).json().data.cuts;
    expect(cuts.length).toBeGreaterThan(0);
    for (const cut of cuts) {
      expect(cut.reason).toBe('silence');
      expect(cut.start_ms).toBeGreaterThanOrEqual(clip.start_ms);
      expect(cut.end_ms).toBeLessThanOrEqual(clip.end_ms);
      expect(words.some((word) => word.start < cut.end_ms && word.end > cut.start_ms)).toBe(false);
    }
    const remove = await owner.request({ method: 'DELETE', url: `/api/user/videos/${made.id}` });
    expect(remove.statusCode).toBe(200);
  });

  it('gives a clip a preview copy of its own while the recording’s is not made, at the recording’s times', async () => {
    const talkFile = path.join(dir, 'talk.mp4');
    // Each second of the talk looks unlike the next.
    expect(Math.abs(pictureAt(talkFile, 70.5) - pictureAt(talkFile, 71.5))).toBeGreaterThan(5);
    await withPreview(owner, vid, 'the recording’s preview copy');
    // As for a long recording whose copy takes an hour: not there yet when its clips are accepted.
    const restoreCopy = await withoutRecordingCopy(server, vid);
    let clipId: string | undefined;
    try {
      const accepted = await owner.post(ACCEPT(vid), {
        clips: [{ start_ms: 65_000, end_ms: 90_500, title: 'Early copy' }],
      });
      expect(accepted.statusCode).toBe(201);
      const clip = accepted.json().data.videos[0];
      clipId = clip.id;
      const copied = await withPreview(owner, clip.id, 'the clip’s own preview copy');
      expect(new URL(copied.proxy_url).pathname).toMatch(/clip-proxy-[0-9a-f-]+\.mp4$/);
      const file = await saveSigned(server, copied.proxy_url, path.join(dir, 'clip-proxy.mp4'));
      // Black before the range and its margin (the span starts on a 10 s step: 30 s),
      // the recording's pictures at their own times inside it, to 30 s past the range (130 s).
      expect(pictureAt(file, 20)).toBeLessThan(20);
      for (const seconds of [35.5, 65.2, 70.5, 77.5, 90.5, 115.5, 128.5])
        expect(
          Math.abs(pictureAt(file, seconds) - pictureAt(talkFile, seconds)),
          `at ${seconds} s`,
        ).toBeLessThan(3);
      const length = execFileSync(
        'ffprobe',
        ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
        {
          encoding: 'utf8',
        },
      );
      expect(Number(length)).toBeCloseTo(130, 0);

      // The recording's copy, once made, is played instead.
      await restoreCopy();
      const later = (await owner.get(`/api/user/videos/${clip.id}`)).json().data;
      expect(new URL(later.proxy_url).pathname).not.toMatch(/clip-proxy/);
    } finally {
      await restoreCopy();
      if (clipId) await owner.request({ method: 'DELETE', url: `/api/user/videos/${clipId}` });
    }
  }, 120_000);

  it('gives the clips found a copy of their own when browsers cannot play the upload and its copy is not made', async () => {
    const talkFile = path.join(dir, 'talk.mp4');
    const id = await videoWithTalk(server, owner, {
      bytes: readFileSync(unplayableFile()),
      name: 'talk.mkv',
    });
    expect(await withPreview(owner, id, 'the recording’s preview copy')).toMatchObject({
      source_url: null,
      proxy_spans: null,
    });
    // As for a long recording whose copy takes an hour: not there yet when its clips are found.
    const restoreCopy = await withoutRecordingCopy(server, id);
    const db = server.runtime.database.db;
    try {
      const found: FoundClip[] = (
        await owner.post(FIND(id), { length: 'custom', min_seconds: 15, max_seconds: 40, count: 2 })
      ).json().data.clips;
      expect(found).toHaveLength(2);
      const copied = await withPreview(owner, id, 'the clips’ own preview copy');
      const spans: { start_ms: number; end_ms: number }[] = copied.proxy_spans;
      for (const clip of found)
        expect(spans.some((span) => span.start_ms <= clip.start_ms && clip.end_ms <= span.end_ms)).toBe(true);
      expect(
        await pictureAt(await saveSigned(server, copied.proxy_url, path.join(dir, 'found.mp4')), 30),
      ).toBeCloseTo(pictureAt(talkFile, 30), -1);

      // Clips far apart: each part at the recording's times, black and silent before and between them.
      await db.update(videos).set({ clipProxy: null }).where(eq(videos.id, id));
      await server.runtime.queue.send('videos.clip-proxy', {
        videoId: id,
        ranges: [
          { startMs: 120_000, endMs: 125_000 },
          { startMs: 40_000, endMs: 45_000 },
        ],
      });
      const apart = await withPreview(owner, id, 'a copy of two parts');
      expect(apart.proxy_spans).toEqual([
        { start_ms: 10_000, end_ms: 80_000 },
        { start_ms: 90_000, end_ms: apart.duration_ms },
      ]);
      const file = await saveSigned(server, apart.proxy_url, path.join(dir, 'apart.mp4'));
      for (const seconds of [10.5, 42.5, 79.2, 90.5, 122.5, 149.5])
        expect(
          Math.abs(pictureAt(file, seconds) - pictureAt(talkFile, seconds)),
          `at ${seconds} s`,
        ).toBeLessThan(3);
      // The black's frames are 10 s apart (ffmpeg shows the first frame from a time on, a player the
      // last one before it): the ones that open the head and the gap.
      for (const seconds of [0, 79.999]) expect(pictureAt(file, seconds), `at ${seconds} s`).toBeLessThan(20);
      const streams = execFileSync(
        'ffprobe',
        ['-v', 'error', '-show_entries', 'stream=codec_type:format=duration', '-of', 'csv=p=0', file],
        { encoding: 'utf8' },
      );
      expect(streams).toMatch(/video/);
      expect(streams).toMatch(/audio/);
      expect(Number(streams.trim().split('\n').at(-1))).toBeCloseTo(apart.duration_ms / 1000, 0);
    } finally {
      await restoreCopy();
      await owner.request({ method: 'DELETE', url: `/api/user/videos/${id}` });
    }
  }, 120_000);

  it('moves an accepted clip’s edges by sentences of its recording, past its own words', async () => {
    const db = server.runtime.database.db;
    // What the engine heard of the talk (its sound is silence here, so the saved words stand in;
    // transcription.test.ts shows a run storing them): the sentences the edges move by.
    await db
      .update(recordings)
      .set({ machineTranscript: { language: 'en', engine: 'whisper', words: WORDS, note: null } })
      .where(eq(recordings.id, vid));
    const sentences = sentencesOf(WORDS);
    const at = (n: number) => sentences[n] as Sentence;
    const edges = (id: string, body: object) => owner.post(`/api/user/videos/${id}/clip-edges`, body);
    const accepted = await owner.post(ACCEPT(vid), {
      clips: [
        { start_ms: at(5).start, end_ms: at(7).end, title: 'Middle' },
        { start_ms: at(0).start, end_ms: at(1).end, title: 'Opening' },
      ],
    });
    expect(accepted.statusCode).toBe(201);
    const [middle, opening] = accepted.json().data.videos;
    try {
      // A correction in the clip, which the recording's words do not have.
      const own = (await owner.get(`/api/user/videos/${middle.id}`)).json().data;
      const corrected = own.transcript.words.map((word: TranscriptWord, i: number) =>
        i === 0 ? { ...word, text: 'CORRECTED' } : word,
      );
      const saved = await owner.post(`/api/user/videos/${middle.id}/save-transcription`, {
        words: corrected,
        base_version: own.edit_version,
      });
      expect(saved.statusCode).toBe(200);
      const version = saved.json().data.edit_version;

      const earlier = await edges(middle.id, { edge: 'start', move: -1, base_version: version });
      expect(earlier.statusCode, earlier.body).toBe(200);
      const gained = earlier.json().data;
      expect(gained.ranges).toEqual([{ start_ms: at(4).start, end_ms: at(7).end }]);
      expect(gained.edit_version).toBe(version + 1);
      const texts = gained.transcript.words.map((word: TranscriptWord) => word.text);
      // The sentence it gained, in the recording's words; then its own, correction kept.
      expect(texts.slice(0, at(4).last - at(4).first + 2)).toEqual([
        ...WORDS.slice(at(4).first, at(4).last + 1).map((word) => word.text),
        'CORRECTED',
      ]);
      expect(texts).toHaveLength(at(7).last - at(4).first + 1);

      const stale = await edges(middle.id, { edge: 'end', move: 1, base_version: version });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(editConflictMessage);

      const later = await edges(middle.id, { edge: 'end', move: 1, base_version: version + 1 });
      expect(later.json().data.ranges).toEqual([{ start_ms: at(4).start, end_ms: at(8).end }]);
      // Moved back in, the sentence it gained goes, and with it its words.
      const shorter = await edges(middle.id, { edge: 'start', move: 1, base_version: version + 2 });
      const back = shorter.json().data;
      expect(back.ranges).toEqual([{ start_ms: at(5).start, end_ms: at(8).end }]);
      expect(back.transcript.words[0].text).toBe('CORRECTED');

      const openingVersion = (await owner.get(`/api/user/videos/${opening.id}`)).json().data.edit_version;
      const first = await edges(opening.id, { edge: 'start', move: -1, base_version: openingVersion });
      expect(first.statusCode, first.body).toBe(422);
      expect(first.json().errors.edge).toEqual([clipMessages.noSentence['start:-1']]);
      const nothingLeft = await edges(opening.id, {
        edge: 'end',
        move: -1,
        base_version: openingVersion,
      });
      expect(nothingLeft.json().data.ranges).toEqual([{ start_ms: at(0).start, end_ms: at(0).end }]);
      const noRoom = await edges(opening.id, {
        edge: 'end',
        move: -1,
        base_version: openingVersion + 1,
      });
      expect(noRoom.json().errors.edge).toEqual([clipMessages.noSentence['end:-1']]);

      const whole = await edges(vid, { edge: 'start', move: -1, base_version: 1 });
      expect(whole.statusCode).toBe(409);
      expect(whole.json().message).toBe(clipMessages.wholeRecording);
      const nonsense = await edges(middle.id, { edge: 'middle', move: 2, base_version: version + 3 });
      expect(Object.keys(nonsense.json().errors).sort()).toEqual(['edge', 'move']);
      const stranger = (await signedInUser(server)).browser;
      const theirs = await stranger.post(`/api/user/videos/${middle.id}/clip-edges`, {
        edge: 'start',
        move: -1,
        base_version: version + 3,
      });
      expect(theirs.statusCode).toBe(404);
    } finally {
      for (const clip of [middle, opening])
        await owner.request({ method: 'DELETE', url: `/api/user/videos/${clip.id}` });
    }
  });

  it('makes each a video over the same recording: its words, its recipe, rendered as long as the clip', async () => {
    const found = (
      await owner.post(FIND(vid), { length: 'custom', min_seconds: 15, max_seconds: 40, count: 2 })
    ).json().data.clips;
    expect(found).toHaveLength(2);
    const source = (await owner.get(`/api/user/videos/${vid}`)).json().data;
    const accepted = await owner.post(ACCEPT(vid), {
      clips: found.map((clip: FoundClip) => ({
        start_ms: clip.start_ms,
        end_ms: clip.end_ms,
        title: clip.title,
      })),
    });
    expect(accepted.statusCode).toBe(201);
    const made = accepted.json().data.videos;
    expect(made.map((video: { name: string }) => video.name)).toEqual(
      found.map((clip: FoundClip) => clip.title),
    );
    const listed = (await owner.get(`/api/user/videos/project/${source.project_id}`)).json().data;
    expect(listed).toHaveLength(3);

    for (const [i, clip] of (found as FoundClip[]).entries()) {
      const video = (await owner.get(`/api/user/videos/${made[i].id}`)).json().data;
      expect(video).toMatchObject({
        status: 'ready',
        transcription_status: 'done',
        duration_ms: source.duration_ms,
        ranges: [{ start_ms: clip.start_ms, end_ms: clip.end_ms }],
      });
      // The recording's file and preview copy, not a copy of them.
      expect(new URL(video.proxy_url).pathname).toBe(new URL(source.proxy_url).pathname);
      const words = video.transcript.words;
      expect(words.map((word: { text: string }) => word.text).join(' ')).toBe(
        source.transcript.words
          .slice(clip.first_word, clip.last_word + 1)
          .map((word: { text: string }) => word.text)
          .join(' '),
      );
      const edits = (await owner.get(`/api/user/videos/${video.id}/edits`)).json().data;
      expect(edits.hook.text).toBe(clip.title);
      expect(edits.reframe.aspect).toBe('9:16');
    }

    const first = found[0] as FoundClip;
    const file = await renderToFile(server, owner, made[0].id, dir);
    const seconds = Number(
      execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], {
        encoding: 'utf8',
      }),
    );
    expect(seconds).toBeCloseTo((first.end_ms - first.start_ms) / 1000, 0);
    // The clip's own moments of the recording (its render reads from just before it), away from
    // the hook and the captions: a band across the middle of the 9:16 frame.
    expect(first.start_ms).toBeGreaterThan(2000);
    const talkFile = path.join(dir, 'talk.mp4');
    for (const at of [0.5, seconds - 1.5]) {
      const recordingAt = first.start_ms / 1000 + at;
      expect(
        Math.abs(pictureAt(file, at, MIDDLE_BAND) - pictureAt(talkFile, recordingAt)),
        `at ${at} s`,
      ).toBeLessThan(3);
    }
    const srt = (await owner.get(`/api/user/videos/${made[0].id}/captions.srt`)).body;
    expect(srt.split('\n')[1]).toMatch(/^00:00:00,\d{3} --> /);

    const remove = (id: string) => owner.request({ method: 'DELETE', url: `/api/user/videos/${id}` });
    // A recording holds 200 videos at most: 3 so far, 197 more fit, the next is refused.
    const copies = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ start_ms: 10_000, end_ms: 20_000, title: `Copy ${i}` }));
    const extra: string[] = [];
    for (let left = 197; left > 0; left -= 20) {
      const batch = await owner.post(ACCEPT(vid), { clips: copies(Math.min(20, left)) });
      expect(batch.statusCode).toBe(201);
      extra.push(...batch.json().data.videos.map((video: { id: string }) => video.id));
    }
    const over = await owner.post(ACCEPT(vid), { clips: copies(1) });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/at most 200 videos/);
    for (const id of extra) expect((await remove(id)).statusCode).toBe(200);

    // The upload deleted, its clips keep the recording; the last of them takes it along.
    expect((await remove(vid)).statusCode).toBe(200);
    expect((await owner.get(`/api/user/videos/${made[1].id}`)).json().data.proxy_url).toBeTruthy();
    expect((await remove(made[0].id)).statusCode).toBe(200);
    expect((await remove(made[1].id)).statusCode).toBe(200);
    // An upload's recording has its video's id.
    const left = await server.runtime.database.db
      .select({ id: recordings.id })
      .from(recordings)
      .where(eq(recordings.id, vid));
    expect(left).toEqual([]);
  }, 240_000);
});

describe('with an OpenAI-compatible chat API', () => {
  const chat = new FakeChatApi();
  let server: TestServer;
  let owner: BrowserAgent;
  let vid: string;

  beforeAll(async () => {
    const baseUrl = await chat.start();
    server = await startTestServer({
      env: {
        LLM_BASE_URL: baseUrl,
        LLM_API_KEY: 'sk-clips',
        LLM_MODEL: 'test-model',
        LLM_TIMEOUT_MS: '1500',
      },
    });
    await registerWorkers(server.runtime);
    owner = (await signedInUser(server)).browser;
    vid = await videoWithTalk(server, owner);
  });
  afterAll(async () => {
    await server?.close();
    await chat.stop();
  });

  const request = { length: 'custom', min_seconds: 15, max_seconds: 40, count: 2, topic: 'money' };

  it('has the model rank, explain and title our candidates; their edges stay ours', async () => {
    chat.replies.push({
      content: JSON.stringify({
        clips: [
          {
            id: 1,
            score: 91,
            reason: '  A clear lesson,\n told as a story. ',
            title: 'Check your money weekly',
          },
          { id: 0, score: 74, reason: 'Strong opening.', title: 'My biggest mistake' },
        ],
      }),
    });
    const response = await owner.post(FIND(vid), request);
    expect(response.statusCode).toBe(200);
    const { source, clips } = response.json().data;
    expect(source).toBe('ai');
    expect(clips.map((clip: { score: number }) => clip.score)).toEqual([91, 74]);
    expect(clips[0].reason).toBe('A clear lesson, told as a story.');
    expect(clips[0].title).toBe('Check your money weekly');
    for (const clip of clips) {
      expect(WORDS[clip.first_word]?.start).toBe(clip.start_ms);
      expect(WORDS[clip.last_word]?.end).toBe(clip.end_ms);
      expect(clip.parts.topic).toBeDefined();
    }
    // Sent: the schema asked for, the candidates' words and the topic; nothing about the user.
    const sent = chat.received[chat.received.length - 1];
    expect(sent?.body.response_format.json_schema.name).toBe('clip_ranking');
    const user = sent?.body.messages.find((m) => m.role === 'user')?.content ?? '';
    expect(user).toMatch(/^Topic: money\n/);
    expect(user).toMatch(/\n#0 \(\d+ s\): /);
  });

  it('answers garbage, a broken schema and clips it never gave with 502, without a crash', async () => {
    const replies = [
      { content: 'not json {' },
      { content: JSON.stringify({ clips: [{ id: 0, score: 'high' }] }) },
      { content: JSON.stringify({ clips: [{ id: 99, score: 90, reason: 'r', title: 't' }] }) },
    ];
    const messages = [/malformed JSON/, /expected form/, /not among the candidates/];
    for (const [i, reply] of replies.entries()) {
      chat.replies.push(reply);
      const response = await owner.post(FIND(vid), request);
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toMatch(messages[i] as RegExp);
      expect(response.body).not.toContain('sk-clips');
    }
    expect((await owner.get('/healthz')).statusCode).toBe(200);
  });

  it('asks the model to emphasise the accepted clips’ words, and makes nothing when it answers garbage', async () => {
    const clips = [
      { start_ms: 0, end_ms: 20_000, title: 'First' },
      { start_ms: 60_000, end_ms: 80_000, title: 'Second' },
    ];
    const projectId = (await owner.get(`/api/user/videos/${vid}`)).json().data.project_id;
    const count = async () => (await owner.get(`/api/user/videos/project/${projectId}`)).json().data.length;
    const before = await count();
    chat.replies.push({ content: 'not json {' });
    const refused = await owner.post(ACCEPT(vid), { clips, recipe: { emphasis: true } });
    expect(refused.statusCode).toBe(502);
    expect(await count()).toBe(before);

    // The model reads the clips' words together; its picks (by index) land on the right clip.
    chat.replies.push({ content: JSON.stringify({ indexes: [1, 999] }) });
    const accepted = await owner.post(ACCEPT(vid), { clips, recipe: { emphasis: true } });
    expect(accepted.statusCode).toBe(201);
    const user = chat.received[chat.received.length - 1]?.body.messages.find((m) => m.role === 'user');
    const within = (from: number, to: number) => WORDS.filter((word) => word.start >= from && word.end <= to);
    const clipWords = [...within(0, 20_000), ...within(60_000, 80_000)];
    expect(user?.content).toBe(clipWords.map((word, i) => `${i}:${word.text}`).join(' '));
    const made = accepted.json().data.videos;
    const first = (await owner.get(`/api/user/videos/${made[0].id}`)).json().data.transcript.words;
    expect(first.map((word: { emphasis?: object }) => Boolean(word.emphasis)).indexOf(true)).toBe(1);
    for (const video of made)
      expect(
        (await owner.request({ method: 'DELETE', url: `/api/user/videos/${video.id}` })).statusCode,
      ).toBe(200);
  });
});
