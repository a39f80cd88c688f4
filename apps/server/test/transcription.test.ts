// Transcription through the API with the real queue workers, ffmpeg and PocketSphinx: status of
// a run from upload to transcript, videos without sound or with damaged sound, retries of a
// failing engine, saving an edited transcript, SRT/VTT exports, and other people's videos.
import { Readable } from 'node:stream';
import { TRANSCRIPT_WORDS_MAX } from '@captionist/contracts';
import { parseSync } from 'subtitle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queues } from '../src/jobs/queues';
import { registerWorkers } from '../src/jobs/register-workers';
import { transcriptionErrors, transcriptNotes } from '../src/modules/transcription/transcription-messages';
import { findRecordingWords, findVideoForJob } from '../src/modules/videos/video-queries';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { editVersionOf } from './support/edit-version';
import { FakeSpeechApis } from './support/fake-speech-apis';
import { startTestServer, type TestServer } from './support/test-runtime';
import { makeTranscriptionMedia, type TranscriptionMedia } from './support/transcription-media';
import { followRun, storedVideo, videoDetail } from './support/transcription-runs';
import { newProject, uploadVideo } from './support/video-uploads';

let media: TranscriptionMedia;
beforeAll(() => {
  media = makeTranscriptionMedia();
});

describe('with PocketSphinx, the offline engine', () => {
  let server: TestServer;
  let owner: BrowserAgent;
  let speech: { id: string; duration_ms: number };

  beforeAll(async () => {
    server = await startTestServer();
    await registerWorkers(server.runtime);
    owner = (await signedInUser(server)).browser;
    speech = await uploadVideo(server, owner, await newProject(owner), media.speech, 'speech.mp4');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('runs a spoken upload from queued through running to done, with timed words', async () => {
    const seen = await followRun(owner, speech.id);
    const order = ['queued', 'running', 'done'];
    const steps = seen.map((s) => order.indexOf(s.status));
    expect(steps.every((step) => step >= 0)).toBe(true);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    const progress = seen.map((s) => s.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(seen.at(-1)).toEqual({ status: 'done', progress: 100, error: null, engine: 'pocketsphinx' });

    const video = await videoDetail(owner, speech.id);
    expect(video).toMatchObject({ status: 'ready', error: null, transcription_status: 'done' });
    expect(video.transcript).toMatchObject({
      language: 'en-US',
      engine: 'pocketsphinx',
      note: transcriptNotes.offlineEngine,
    });
    const words: { text: string; start: number; end: number }[] = video.transcript.words;
    expect(words.length).toBeGreaterThan(3);
    let previousEnd = 0;
    for (const word of words) {
      expect(word.start).toBeGreaterThanOrEqual(previousEnd);
      expect(word.end).toBeGreaterThan(word.start);
      expect(word.end).toBeLessThanOrEqual(video.duration_ms);
      previousEnd = word.end;
    }
    // The recording keeps what the run heard, for its clips' edges to move past their own words.
    expect((await findRecordingWords(server.runtime.database.db, speech.id))?.words).toEqual(words);
  });

  it('gives a video without a sound track an empty transcript that says why', async () => {
    const silent = await uploadVideo(server, owner, await newProject(owner), media.silent, 'silent.mp4');
    expect(silent.has_audio).toBe('no');
    expect((await followRun(owner, silent.id)).at(-1)).toEqual({
      status: 'done',
      progress: 100,
      error: null,
      engine: 'pocketsphinx',
    });
    const video = await videoDetail(owner, silent.id);
    expect(video.status).toBe('ready');
    expect(video.transcript).toMatchObject({ words: [], note: transcriptNotes.noSound });
  });

  describe('saving an edited transcript', () => {
    const save = async (words: unknown) =>
      owner.post(`/api/user/videos/${speech.id}/save-transcription`, {
        words,
        base_version: await editVersionOf(owner, speech.id),
      });

    it.each([
      ['an empty word', [{ text: '   ', start: 0, end: 100 }], 'words.0.text', 'The word may not be empty.'],
      [
        'a word ending as it starts',
        [{ text: 'a', start: 500, end: 500 }],
        'words.0.end',
        'A word must end after it starts.',
      ],
      [
        'words out of order',
        [
          { text: 'later', start: 1000, end: 1200 },
          { text: 'earlier', start: 500, end: 700 },
        ],
        'words.1.start',
        'Words must be in time order: this word starts before the one before it.',
      ],
      [
        'a negative time',
        [{ text: 'a', start: -1, end: 100 }],
        'words.0.start',
        'The start time may not be negative.',
      ],
      [
        'a text that is not a string',
        [{ text: 5, start: 0, end: 100 }],
        'words.0.text',
        'The word is required.',
      ],
      [
        'a time that is not a number',
        [{ text: 'a', start: '0', end: 100 }],
        'words.0.start',
        'The start time must be a number of milliseconds.',
      ],
      [
        'fractional milliseconds',
        [{ text: 'a', start: 0, end: 100.5 }],
        'words.0.end',
        'The end time must be a whole number of milliseconds.',
      ],
      ['words that are not a list', 'hello world', 'words', undefined],
      [
        'an emphasis colour that is not #rrggbb',
        [{ text: 'a', start: 0, end: 100, emphasis: { color: 'red' } }],
        'words.0.emphasis.color',
        'An emphasis colour must be a #rrggbb colour.',
      ],
      [
        'an emphasised word too large',
        [{ text: 'a', start: 0, end: 100, emphasis: { scale: 5 } }],
        'words.0.emphasis.scale',
        "An emphasised word may be at most 2× the caption's size.",
      ],
      [
        'an emphasis with a field it does not have',
        [{ text: 'a', start: 0, end: 100, emphasis: { color: '#ff0000', script: '<b>' } }],
        'words.0.emphasis',
        undefined,
      ],
    ])('refuses %s with a field error', async (_case, words, field, message) => {
      const response = await save(words);
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.status).toBe('error');
      expect(Object.keys(body.errors)).toContain(field);
      if (message) expect(body.errors[field]).toContain(message);
    });

    it('refuses a word that ends after the video, naming the video length', async () => {
      const response = await save([{ text: 'late', start: 0, end: speech.duration_ms + 1 }]);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors['words.0.end'][0]).toMatch(
        /^This word ends after the video does \(the video is 0:0\d\.\d{3} long\)\.$/,
      );
    });

    it('refuses more words than a transcript may have, and still takes a long one', async () => {
      const words = (count: number) =>
        Array.from({ length: count }, (_, i) => ({
          text: 'a',
          start: i % speech.duration_ms,
          end: (i % speech.duration_ms) + 1,
        })).sort((a, b) => a.start - b.start);
      const tooMany = await save(words(TRANSCRIPT_WORDS_MAX + 1));
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().errors.words).toEqual([
        `A transcript may not have more than ${TRANSCRIPT_WORDS_MAX} words.`,
      ]);
      // So many words of JSON are well over the server's default 1 MB body limit.
      expect((await save(words(TRANSCRIPT_WORDS_MAX))).statusCode).toBe(200);
    });

    it('answers a body that is not JSON with a 400 and a plain message', async () => {
      const response = await owner.request({
        method: 'POST',
        url: `/api/user/videos/${speech.id}/save-transcription`,
        headers: { 'content-type': 'application/json' },
        payload: '{"words": [{"text": "a", ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 'error', message: 'The request body is not valid JSON.' });
    });

    it('stores valid words, shows them on the video and exports them as SRT, VTT and styled ASS', async () => {
      const words = [
        { text: 'Hello,', start: 100, end: 500, confidence: 0.9 },
        { text: 'world.', start: 550, end: 1000 },
        {
          text: 'Captions',
          start: 1400,
          end: 1900,
          emphasis: { color: '#ffd43b', scale: 1.2, uppercase: true },
        },
        { text: 'are', start: 1950, end: 2100 },
        { text: 'easy', start: 2150, end: 2600 },
        // A pause of a second or more starts a new caption.
        { text: 'now', start: 3600, end: 3900 },
      ];
      const saved = await save(words);
      expect(saved.statusCode).toBe(200);
      const expected = words.map((w) => ({ confidence: null, ...w }));
      expect(saved.json().data.transcript).toMatchObject({ engine: 'edited', words: expected, note: null });

      const video = await videoDetail(owner, speech.id);
      expect(video).toMatchObject({ status: 'ready', transcription_status: 'done' });
      expect(video.transcript.words).toEqual(expected);
      const status = (await owner.get(`/api/user/videos/transcription-status/${speech.id}`)).json().data;
      expect(status).toEqual({ status: 'done', progress: 100, error: null, engine: 'edited' });

      const cues = [
        { start: 100, end: 1000, text: 'Hello, world.' },
        // Emphasis is the burned-in captions' look: subtitle files keep the words as said.
        { start: 1400, end: 2600, text: 'Captions are easy' },
        { start: 3600, end: 3900, text: 'now' },
      ];
      for (const [format, contentType] of [
        ['srt', 'text/plain; charset=utf-8'],
        ['vtt', 'text/vtt; charset=utf-8'],
      ] as const) {
        const file = await owner.get(`/api/user/videos/${speech.id}/captions.${format}`);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe(contentType);
        expect(file.headers['content-disposition']).toContain(`filename="speech.${format}"`);
        const parsed = parseSync(file.body).flatMap((node) => (node.type === 'cue' ? [node.data] : []));
        expect(parsed).toEqual(cues);
      }

      // The styled document a render burns in, its fonts named, every word in a caption line.
      const ass = await owner.get(`/api/user/videos/${speech.id}/captions.ass`);
      expect(ass.statusCode).toBe(200);
      expect(ass.headers['content-type']).toBe('text/x-ssa; charset=utf-8');
      expect(ass.headers['content-disposition']).toContain('filename="speech.ass"');
      expect(ass.body).toMatch(/^\[Script Info\]\n; Fonts: Montserrat [A-Za-z ]+\. Install them/);
      expect(ass.body).toMatch(/^Style: Caption,Montserrat[A-Za-z ]*,/m);
      const spoken = ass.body
        .split('\n')
        .filter((line) => line.startsWith('Dialogue:'))
        .map((line) =>
          line
            .split(',')
            .slice(9)
            .join(',')
            .replace(/\{[^}]*\}/g, ''),
        )
        .join(' ');
      // The emphasised word is drawn in capitals, as the render draws it.
      expect(spoken).toBe('Hello, world. CAPTIONS are easy now');
    });

    it('keeps the saved transcript when a save is refused', async () => {
      const before = (await videoDetail(owner, speech.id)).transcript;
      expect((await save([{ text: '', start: 0, end: 1 }])).statusCode).toBe(422);
      expect((await videoDetail(owner, speech.id)).transcript).toEqual(before);
    });

    it('does not rerun a transcription that did not fail', async () => {
      const response = await owner.post(`/api/user/videos/${speech.id}/retry-transcription`);
      expect(response.statusCode).toBe(409);
    });
  });

  it("answers 404 on every transcription route for someone else's video, and changes nothing", async () => {
    const intruder = (await signedInUser(server)).browser;
    const before = await storedVideo(owner, speech.id);
    const attempts = [
      intruder.get(`/api/user/videos/transcription-status/${speech.id}`),
      intruder.get(`/api/user/videos/${speech.id}`),
      intruder.post(`/api/user/videos/${speech.id}/save-transcription`, {
        words: [{ text: 'mine', start: 0, end: 100 }],
        base_version: before.edit_version,
      }),
      intruder.post(`/api/user/videos/${speech.id}/align-transcript`, { script: 'Mine now.' }),
      intruder.post(`/api/user/videos/${speech.id}/retry-transcription`),
      intruder.post(`/api/user/videos/${speech.id}/retranscribe`, { language: 'de' }),
      intruder.get(`/api/user/videos/${speech.id}/captions.srt`),
      intruder.get(`/api/user/videos/${speech.id}/captions.vtt`),
      intruder.get(`/api/user/videos/${speech.id}/captions.ass`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Hello');
    }
    expect(await storedVideo(owner, speech.id)).toEqual(before);
  });
});

describe('with a speech API that fails', () => {
  const fake = new FakeSpeechApis();
  let server: TestServer;
  let owner: BrowserAgent;
  let projectId: string;
  let refused: { id: string };
  const attemptsPerRun = queues['videos.transcribe'].retryLimit + 1;

  beforeAll(async () => {
    const baseUrl = await fake.start();
    server = await startTestServer({
      env: {
        TRANSCRIBER: 'deepgram',
        DEEPGRAM_API_KEY: 'dg-test-not-a-real-key',
        DEEPGRAM_BASE_URL: baseUrl,
        // One request per attempt of the job: the retries under test are the queue's.
        TRANSCRIBE_API_ATTEMPTS: '1',
      },
    });
    // The production pause between attempts (30 s) would only make this file slow; the number
    // of attempts and what happens on the last one are unchanged.
    await server.runtime.queue.createQueue('videos.transcribe', {
      ...queues['videos.transcribe'],
      retryDelaySeconds: 0,
    });
    await registerWorkers(server.runtime);
    owner = (await signedInUser(server)).browser;
    projectId = await newProject(owner);
  });
  afterAll(async () => {
    await server?.close();
    await fake.stop();
  });

  const overloaded = { status: 503, body: { err_msg: 'Deepgram is overloaded.' } };
  const start = () => {
    fake.received.length = 0;
    return uploadVideo(server, owner, projectId, media.speech, 'speech.mp4');
  };

  it('retries a run whose engine failed for a moment, and then succeeds', async () => {
    fake.replies.push(overloaded);
    const video = await start();
    expect((await followRun(owner, video.id)).at(-1)).toEqual({
      status: 'done',
      progress: 100,
      error: null,
      engine: 'deepgram',
    });
    expect(fake.received).toHaveLength(2);
    const { transcript } = await videoDetail(owner, video.id);
    expect(transcript.words.map((w: { text: string }) => w.text)).toEqual(['Hello,', 'world.']);
  });

  it('fails with a human reason after the last attempt, and succeeds when retried', async () => {
    fake.replies.push(...Array.from({ length: attemptsPerRun }, () => overloaded));
    const video = await start();
    const failed = (await followRun(owner, video.id)).at(-1);
    expect(failed).toMatchObject({ status: 'failed', error: transcriptionErrors.keptFailing, engine: null });
    expect(fake.received).toHaveLength(attemptsPerRun);
    expect(await videoDetail(owner, video.id)).toMatchObject({
      status: 'failed',
      error: transcriptionErrors.keptFailing,
    });

    const retried = await owner.post(`/api/user/videos/${video.id}/retry-transcription`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({
      status: 'transcribing',
      error: null,
      transcription_status: 'queued',
    });
    expect((await followRun(owner, video.id)).at(-1)).toEqual({
      status: 'done',
      progress: 100,
      error: null,
      engine: 'deepgram',
    });
    expect(fake.received).toHaveLength(attemptsPerRun + 1);
    expect((await videoDetail(owner, video.id)).status).toBe('ready');
  });

  it('does not retry a failure retrying cannot fix, and says what to do', async () => {
    fake.replies.push({ status: 401, body: { err_msg: 'Invalid credentials.' } });
    refused = await start();
    const failed = (await followRun(owner, refused.id)).at(-1);
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toBe(
      'Deepgram refused the API key (HTTP 401); check it in the server settings. It said: Invalid credentials.',
    );
    expect(fake.received).toHaveLength(1);
  });

  it('fails at once, with a reason a person can act on, when the sound cannot be decoded', async () => {
    // The stored file is damaged after its upload was accepted (a disk fault, a bad copy): its
    // sound track is still there, but not one frame of it decodes.
    const row = await findVideoForJob(server.runtime.database.db, refused.id);
    await server.runtime.storage.put(row?.storageKey ?? '', Readable.from(media.damagedSound), {
      contentType: 'video/mp4',
    });
    fake.received.length = 0;
    expect((await owner.post(`/api/user/videos/${refused.id}/retry-transcription`)).statusCode).toBe(200);
    expect((await followRun(owner, refused.id)).at(-1)).toEqual({
      status: 'failed',
      progress: 0,
      error: transcriptionErrors.unreadableSound,
      engine: null,
    });
    expect(await videoDetail(owner, refused.id)).toMatchObject({
      status: 'failed',
      error: transcriptionErrors.unreadableSound,
      transcript: null,
    });
    // Decided before any engine was asked, and not retried.
    expect(fake.received).toHaveLength(0);
  });
});
