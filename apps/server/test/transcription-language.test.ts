// The spoken language of a video through the API, with the real queue workers, ffmpeg and
// PocketSphinx: chosen at upload (default "auto"), stored on the video, handed to the engine by
// the transcription job, changed by a re-transcription, refused when unknown, and private.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { transcriptNotes } from '../src/modules/transcription/transcription-messages';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { editVersionOf } from './support/edit-version';
import { startTestServer, type TestServer } from './support/test-runtime';
import { makeTranscriptionMedia, type TranscriptionMedia } from './support/transcription-media';
import { followRun, storedVideo, videoDetail } from './support/transcription-runs';
import { newProject, uploadVideo } from './support/video-uploads';

const UNKNOWN_LANGUAGE =
  'Choose a language from the list (an ISO 639-1 code such as "en" or "de"), or "auto" to detect it.';

let media: TranscriptionMedia;
let server: TestServer;
let owner: BrowserAgent;
let projectId: string;

beforeAll(async () => {
  media = makeTranscriptionMedia();
  // The subject is our side of the engine seam; PocketSphinx is the engine that is always there.
  server = await startTestServer({ env: { TRANSCRIBER: 'pocketsphinx' } });
  await registerWorkers(server.runtime);
  owner = (await signedInUser(server)).browser;
  projectId = await newProject(owner);
});
afterAll(async () => {
  await server?.close();
});

const expectLanguageRefused = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    status: 'error',
    message: UNKNOWN_LANGUAGE,
    errors: { language: [UNKNOWN_LANGUAGE] },
  });
};

describe('the language of a video', () => {
  it('is "auto" unless the upload names one', async () => {
    const video = await uploadVideo(server, owner, projectId, media.speech, 'auto.mp4');
    expect(video.language).toBe('auto');
    await followRun(owner, video.id);
    const done = await videoDetail(owner, video.id);
    expect(done.language).toBe('auto');
    // The transcript says what the engine heard.
    expect(done.transcript).toMatchObject({ language: 'en-US', note: transcriptNotes.offlineEngine });
  });

  it('is stored as the upload names it and reaches the engine, whose transcript says what it heard', async () => {
    const video = await uploadVideo(server, owner, projectId, media.speech, 'german.mp4', { language: 'de' });
    expect(video.language).toBe('de');
    expect((await followRun(owner, video.id)).at(-1)).toMatchObject({
      status: 'done',
      engine: 'pocketsphinx',
    });
    const done = await videoDetail(owner, video.id);
    expect(done.language).toBe('de');
    // PocketSphinx hears US English whatever it is asked; the job compared what it asked for
    // with what came back, and the note says this is not a German transcript.
    expect(done.transcript.language).toBe('en-US');
    expect(done.transcript.note).toBe(transcriptNotes.offlineEngineLanguage('German'));
    expect(done.transcript.words.length).toBeGreaterThan(3);
  });

  it('is taken by a multipart upload too', async () => {
    const started = await owner.post(`/api/user/videos/multipart-upload-url/${projectId}`, {
      name: 'big.mp4',
      size: 200 * 1024 * 1024,
      content_type: 'video/mp4',
      language: 'ja',
    });
    expect(started.statusCode).toBe(201);
    expect(started.json().data.video).toMatchObject({ status: 'uploading', language: 'ja' });
  });

  it('refuses a code not in the list with a field error, and creates nothing', async () => {
    const empty = await newProject(owner, 'Refused');
    for (const language of ['xx', 'EN', 'en-US', '', 42]) {
      expectLanguageRefused(
        await owner.post(`/api/user/videos/upload-url/${empty}`, { name: 'a.mp4', size: 1000, language }),
      );
    }
    expectLanguageRefused(
      await owner.post(`/api/user/videos/multipart-upload-url/${empty}`, {
        name: 'big.mp4',
        size: 200 * 1024 * 1024,
        language: 'klingon',
      }),
    );
    expect((await owner.get(`/api/user/videos/project/${empty}`)).json().data).toEqual([]);
  });
});

describe('re-transcribing a video', () => {
  let video: { id: string };

  beforeAll(async () => {
    video = await uploadVideo(server, owner, projectId, media.speech, 'again.mp4', { language: 'fr' });
    await followRun(owner, video.id);
  });

  const retranscribe = (payload?: object) => owner.post(`/api/user/videos/${video.id}/retranscribe`, payload);

  it('refuses an unknown language and changes nothing', async () => {
    const before = await storedVideo(owner, video.id);
    expectLanguageRefused(await retranscribe({ language: 'xx' }));
    expectLanguageRefused(
      await owner.post(`/api/user/videos/${video.id}/retry-transcription`, { language: 'xx' }),
    );
    expect(await storedVideo(owner, video.id)).toEqual(before);
  });

  it('resets the run and queues it in the language asked for, then replaces the edited words', async () => {
    const saved = await owner.post(`/api/user/videos/${video.id}/save-transcription`, {
      base_version: await editVersionOf(owner, video.id),
      words: [{ text: 'edited', start: 0, end: 400 }],
    });
    expect(saved.json().data.transcript.engine).toBe('edited');

    const queued = await retranscribe({ language: 'en' });
    expect(queued.statusCode).toBe(200);
    expect(queued.json().data).toMatchObject({
      status: 'transcribing',
      error: null,
      transcription_status: 'queued',
      language: 'en',
    });
    // One run at a time.
    expect((await retranscribe()).statusCode).toBe(409);

    expect((await followRun(owner, video.id)).at(-1)).toEqual({
      status: 'done',
      progress: 100,
      error: null,
      engine: 'pocketsphinx',
    });
    const done = await videoDetail(owner, video.id);
    expect(done).toMatchObject({ status: 'ready', language: 'en' });
    expect(done.transcript).toMatchObject({
      engine: 'pocketsphinx',
      language: 'en-US',
      note: transcriptNotes.offlineEngine,
    });
    expect(done.transcript.words.map((w: { text: string }) => w.text)).not.toEqual(['edited']);
  });

  it('keeps the stored language when none is given', async () => {
    const queued = await retranscribe();
    expect(queued.statusCode).toBe(200);
    expect(queued.json().data).toMatchObject({ transcription_status: 'queued', language: 'en' });
    expect((await followRun(owner, video.id)).at(-1)?.status).toBe('done');
  });

  it("answers 404 for someone else's video and leaves it as it was", async () => {
    const intruder = (await signedInUser(server)).browser;
    const before = await storedVideo(owner, video.id);
    for (const route of ['retranscribe', 'retry-transcription']) {
      const response = await intruder.post(`/api/user/videos/${video.id}/${route}`, { language: 'de' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: 'This video does not exist.' });
    }
    expect(await storedVideo(owner, video.id)).toEqual(before);
  });
});
