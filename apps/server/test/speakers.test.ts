// Who is speaking, through the API with the real queue worker (docs/speakers.md): a clip of two
// people talking in turns is analysed on its own once transcribed (voices, faces, mouths); its
// words carry their speakers; a speaker is renamed and coloured in the video (bad names, unknown
// speakers and stale versions refused); the exports name the speakers; a layout that needs people
// on screen is refused where there are none, and a video without sound says why it has no speakers.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { VideoSpeakers } from '@captionist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { type SpeechTurn, speechError } from '../src/modules/speakers/speech-turns';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { editVersionOf } from './support/edit-version';
import { makeTalkingFacesVideo, type TalkingFacesVideo } from './support/talking-faces-video';
import { startTestServer, type TestServer } from './support/test-runtime';
import { newProject, uploadVideo } from './support/video-uploads';
import { makeConversation, videoWithoutSound } from './support/voices-audio';
import { until } from './support/wait-until';

let server: TestServer;
let workDir: string;
let talk: TalkingFacesVideo;
let browser: BrowserAgent;
let vid: string;

const speakersOf = async (id: string): Promise<VideoSpeakers> =>
  (await browser.get(`/api/user/videos/${id}/speakers`)).json().data;

const analysed = (id: string) =>
  until(
    'the speaker analysis',
    () => speakersOf(id),
    (found) => found.status === 'done' || found.status === 'failed',
    180_000,
  );

async function uploaded(file: string, name: string): Promise<string> {
  const video = await uploadVideo(server, browser, await newProject(browser), readFileSync(file), name);
  await until(
    'transcription',
    async () => (await browser.get(`/api/user/videos/transcription-status/${video.id}`)).json().data.status,
    (status) => status === 'done' || status === 'failed',
  );
  return video.id as string;
}

const asNumbered = (turns: VideoSpeakers['turns']): SpeechTurn[] =>
  turns.map((turn) => ({
    start: turn.start_ms,
    end: turn.end_ms,
    speaker: Number(turn.speaker.slice(1)) - 1,
  }));

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'captionist-speakers-test-'));
  server = await startTestServer({ env: { FIND_SPEAKERS_AUTOMATICALLY: 'true' } });
  await registerWorkers(server.runtime);
  talk = await makeTalkingFacesVideo(workDir, 'two-people', {
    voices: ['en-us+m3', 'en+f2'],
    faces: 2,
    durationMs: 9000,
    seed: 7,
  });
  ({ browser } = await signedInUser(server));
  vid = await uploaded(talk.file, 'Interview.mp4');
}, 240_000);

afterAll(async () => {
  await server?.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('two people taking turns on screen', () => {
  it('are told apart by their faces once the video is transcribed, and its words carry them', async () => {
    const found = await analysed(vid);
    expect(found).toMatchObject({ status: 'done', error: null, method: 'faces' });
    expect(found.speakers.map((s) => [s.id, s.name, s.on_screen])).toEqual([
      ['s1', 'Speaker 1', true],
      ['s2', 'Speaker 2', true],
    ]);
    expect(speechError(asNumbered(found.turns), talk.turns)).toBeLessThanOrEqual(0.2);
    // Each speaker's face is where the clip put them: the first to speak on the left.
    const leftOf = (id: string) => {
      const xs = found.faces.filter((f) => f.speaker === id).map((f) => f.x + f.w / 2);
      return xs.reduce((a, b) => a + b, 0) / xs.length;
    };
    expect(leftOf('s1')).toBeLessThan(0.5);
    expect(leftOf('s2')).toBeGreaterThan(0.5);
  });

  it('gives words without a speaker the analysis speaker, keeps a chosen one and refuses an unknown one', async () => {
    const first = talk.turns[0];
    const second = talk.turns.find((turn) => turn.speaker !== first?.speaker);
    if (!first || !second) throw new Error('the clip has fewer than two speakers');
    const word = (text: string, turn: SpeechTurn) => ({
      text,
      start: Math.round(turn.start) + 100,
      end: Math.round(turn.start) + 400,
    });
    const unknown = await browser.post(`/api/user/videos/${vid}/save-transcription`, {
      words: [{ ...word('Hello', first), speaker: 's9' }],
      base_version: await editVersionOf(browser, vid),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['words.0.speaker']).toEqual(['This video has no speaker s9.']);

    const saved = await browser.post(`/api/user/videos/${vid}/save-transcription`, {
      words: [word('Hello', first), { ...word('there', second), speaker: 's3' }, word('friend', second)],
      base_version: await editVersionOf(browser, vid),
    });
    expect(saved.json().errors ?? saved.json().message ?? 'saved').toBe('saved');
    const words = saved.json().data.transcript.words as { speaker?: string }[];
    expect(words.map((w) => w.speaker)).toEqual(['s1', 's3', 's2']);
    const speakers = await speakersOf(vid);
    expect(speakers.speakers.map((s) => s.id)).toEqual(['s1', 's2', 's3']);
    expect(speakers.speakers.find((s) => s.id === 's3')).toMatchObject({
      name: 'Speaker 3',
      on_screen: false,
    });
  });

  it('renames a speaker everywhere in the video, and refuses bad names, unknown speakers and stale versions', async () => {
    const rename = async (sid: string, body: object) =>
      browser.patch(`/api/user/videos/${vid}/speakers/${sid}`, {
        base_version: await editVersionOf(browser, vid),
        ...body,
      });
    const empty = await rename('s1', { name: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toEqual(["A speaker's name may not be empty."]);
    const long = await rename('s1', { name: 'A'.repeat(500) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.name).toEqual(["A speaker's name may be at most 40 characters."]);
    expect((await rename('s1', { name: 'Ana\u0000' })).statusCode).toBe(422);
    const missing = await rename('s7', { name: 'Nobody' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This video has no such speaker.');
    expect((await rename('s1', {})).statusCode).toBe(422);
    const before = await editVersionOf(browser, vid);
    const renamed = await rename('s1', { name: ' Ana ', color: '#ff0000' });
    expect(renamed.statusCode).toBe(200);
    const stale = await browser.patch(`/api/user/videos/${vid}/speakers/s1`, {
      name: 'Anna',
      base_version: before,
    });
    expect(stale.statusCode).toBe(409);
    expect(renamed.json().data.speakers[0]).toMatchObject({ id: 's1', name: 'Ana', color: '#ff0000' });
    expect((await rename('s2', { name: 'Ben' })).statusCode).toBe(200);
    // The names live in the video's edits, saved under its edit version like every edit.
    const edits = (await browser.get(`/api/user/videos/${vid}/edits`)).json().data;
    expect(edits.speakers).toEqual(
      expect.arrayContaining([
        { id: 's1', name: 'Ana', color: '#ff0000' },
        { id: 's2', name: 'Ben', color: null },
      ]),
    );
  });

  it('names the speakers in SRT, VTT and ASS, and colours their words in the captions', async () => {
    const file = async (format: string, query = '') =>
      (await browser.get(`/api/user/videos/${vid}/captions.${format}${query}`)).body;
    expect(await file('vtt')).toContain('<v Ana>Hello');
    expect(await file('vtt')).toContain('<v Ben>friend');
    expect(await file('srt')).toContain('Ana: Hello');
    expect(await file('vtt', '?speakers=none')).not.toContain('<v ');
    const ass = await file('ass');
    expect(ass).toMatch(/^Dialogue: 1,[^,]+,[^,]+,Caption,Ana,/m);
    // Ana's words in her colour (ASS colours are blue-green-red).
    expect(ass).toMatch(/\\1c&H0000FF&[^\n]*Hello/);
    const badQuery = await browser.get(`/api/user/videos/${vid}/captions.vtt?speakers=everyone`);
    expect(badQuery.statusCode).toBe(422);
  });

  it('accepts a split layout for two people on screen, and refuses a fixed person it does not see', async () => {
    const save = async (reframe: object) =>
      browser.put(`/api/user/videos/${vid}/edits`, {
        reframe,
        base_version: await editVersionOf(browser, vid),
      });
    expect((await save({ aspect: '9:16', mode: 'split' })).statusCode).toBe(200);
    const unseen = await save({ aspect: '9:16', mode: 'face', person: 's3' });
    expect(unseen.statusCode).toBe(422);
    expect(unseen.json().errors['reframe.person']).toEqual([
      'That speaker is not seen on screen in this video. Choose someone who is.',
    ]);
    expect((await save({ aspect: '9:16', mode: 'face', person: 's2' })).statusCode).toBe(200);
  });
});

describe('voices without faces, and no voice at all', () => {
  it('tells two voices apart by their sound, and refuses a split layout with nobody on screen', async () => {
    const voices = makeConversation(workDir, 'podcast', {
      voices: ['en-us', 'en+f2'],
      durationMs: 20_000,
      seed: 3,
      format: 'wav',
    });
    // A podcast's video: its sound over a still picture with nobody in it.
    const file = path.join(workDir, 'podcast.mp4');
    execFileSync('ffmpeg', [
      ...['-y', '-v', 'error', '-f', 'lavfi', '-i', 'color=c=0x335577:s=640x360:r=10', '-i', voices.file],
      ...['-shortest', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', file],
    ]);
    const { browser: owner } = await signedInUser(server);
    const podcast = await uploadVideo(server, owner, await newProject(owner), readFileSync(file), 'Pod.mp4');
    expect(podcast.status).not.toBe('failed');
    await until(
      'the speaker analysis',
      async () => (await owner.get(`/api/user/videos/${podcast.id}/speakers`)).json().data,
      (found: VideoSpeakers) => found.status === 'done' || found.status === 'failed',
      180_000,
    ).then((found) => {
      expect(found).toMatchObject({ status: 'done', method: 'voices' });
      expect(found.speakers.map((s) => s.id)).toEqual(['s1', 's2']);
      expect(found.speakers.every((s) => !s.on_screen)).toBe(true);
      expect(speechError(asNumbered(found.turns), voices.turns)).toBeLessThanOrEqual(0.2);
    });
    const split = await owner.put(`/api/user/videos/${podcast.id}/edits`, {
      reframe: { aspect: '9:16', mode: 'split' },
      base_version: await editVersionOf(owner, podcast.id),
    });
    expect(split.statusCode).toBe(422);
    expect(split.json().errors['reframe.mode']).toEqual([
      'A split layout needs two people on screen; this video shows nobody. Choose Follow the speaker instead.',
    ]);
  });

  it('says why a video without sound has no speakers', async () => {
    const silent = await uploaded(videoWithoutSound(workDir), 'Silent.mp4');
    const asked = await browser.post(`/api/user/videos/${silent}/find-speakers`);
    expect(asked.statusCode).toBe(200);
    const found = await analysed(silent);
    expect(found).toMatchObject({
      status: 'failed',
      error: 'This video has no sound, so there is nobody to hear speaking.',
      speakers: [],
    });
  });

  it('answers 404 for another user’s video', async () => {
    const { browser: stranger } = await signedInUser(server);
    expect((await stranger.get(`/api/user/videos/${vid}/speakers`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/user/videos/${vid}/find-speakers`)).statusCode).toBe(404);
    const rename = await stranger.patch(`/api/user/videos/${vid}/speakers/s1`, {
      name: 'X',
      base_version: 1,
    });
    expect(rename.statusCode).toBe(404);
  });
});
