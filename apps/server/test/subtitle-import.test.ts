// Importing a subtitle file as the transcript through the API, with the real queue workers,
// ffmpeg and PocketSphinx: words timed within their cues stored at once (and exported again as
// the same file), malformed files refused naming their line, the words lined up with the sound
// when asked, a silent video, and other people's videos.
import type { AddressInfo } from 'node:net';
import { SUBTITLE_TEXT_MAX_CHARS, SUBTITLE_WORD_MAX_CHARS, SUBTITLE_WORDS_MAX } from '@captionist/captions';
import { SUBTITLE_FILE_MAX_BYTES, TRANSCRIPT_WORDS_MAX, WORD_TEXT_MAX } from '@captionist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { subtitleImportMessages } from '../src/modules/transcription/subtitle-import-service';
import { transcriptionConflicts } from '../src/modules/transcription/transcription-messages';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { testDatabaseKind } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-runtime';
import {
  makeTranscriptionMedia,
  SPOKEN_SCRIPT,
  type TranscriptionMedia,
} from './support/transcription-media';
import { followRun, storedVideo, videoDetail } from './support/transcription-runs';
import { newProject, uploadVideo } from './support/video-uploads';

// Two sentences of the spoken script, cued as our own export groups them (a sentence a cue), so
// exporting the imported words gives this very file back.
const SRT = [
  '1',
  '00:00:00,200 --> 00:00:01,800',
  'Welcome to the caption test.',
  '',
  '2',
  '00:00:02,900 --> 00:00:03,500',
  'We turn every spoken word into captions.',
  '',
  '',
].join('\n');

interface Word {
  text: string;
  start: number;
  end: number;
  confidence: number | null;
}

let media: TranscriptionMedia;
let server: TestServer;
let owner: BrowserAgent;
let speech: { id: string; duration_ms: number };

beforeAll(async () => {
  media = makeTranscriptionMedia();
  server = await startTestServer();
  await registerWorkers(server.runtime);
  owner = (await signedInUser(server)).browser;
  speech = await uploadVideo(server, owner, await newProject(owner), media.speech, 'speech.mp4');
  // The first transcription run; an import waits until no run is going.
  await followRun(owner, speech.id);
  await server.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await server?.close();
});

const importCaptions = (body: object, videoId = speech.id, as = owner) =>
  as.post(`/api/user/videos/${videoId}/import-captions`, body);

describe('importing subtitles', () => {
  it('replaces the transcript with the words of an SRT file, timed within their cues, and exports it back', async () => {
    expect(speech.duration_ms).toBeGreaterThan(3500);
    const before = await videoDetail(owner, speech.id);
    const response = await importCaptions({ text: SRT, format: 'srt' });
    expect(response.statusCode).toBe(200);
    const video = response.json().data;
    expect(video).toMatchObject({
      status: 'ready',
      transcription_status: 'done',
      edit_version: before.edit_version + 1,
      transcript: { engine: 'imported', note: null },
    });
    const words: Word[] = video.transcript.words;
    expect(words.map((word) => word.text).join(' ')).toBe(
      'Welcome to the caption test. We turn every spoken word into captions.',
    );
    expect(words.every((word) => word.confidence === null && word.end > word.start)).toBe(true);
    expect([words[0]?.start, words[4]?.end, words[5]?.start, words.at(-1)?.end]).toEqual([
      200, 1800, 2900, 3500,
    ]);
    const status = (await owner.get(`/api/user/videos/transcription-status/${speech.id}`)).json().data;
    expect(status.engine).toBe('imported');

    expect((await owner.get(`/api/user/videos/${speech.id}/captions.srt`)).body).toBe(SRT);
  });

  it('reads a VTT file, and our own styled ASS export back to the same words', async () => {
    const vtt = `WEBVTT\n\n${SRT.replace(/^\d+\n/gm, '').replaceAll(',', '.')}`;
    const fromVtt = await importCaptions({ text: vtt, format: 'vtt' });
    expect(fromVtt.statusCode).toBe(200);
    const words: Word[] = fromVtt.json().data.transcript.words;
    expect((await owner.get(`/api/user/videos/${speech.id}/captions.vtt`)).body).toBe(vtt);

    const ass = (await owner.get(`/api/user/videos/${speech.id}/captions.ass`)).body;
    const fromAss = await importCaptions({ text: ass });
    expect(fromAss.statusCode).toBe(200);
    const read: Word[] = fromAss.json().data.transcript.words;
    expect(read.map((word) => word.text)).toEqual(words.map((word) => word.text));
    // The default template's karaoke times every word, to the 10 ms ASS counts in.
    for (const [index, word] of read.entries()) {
      expect(Math.abs(word.start - (words[index]?.start ?? 0))).toBeLessThanOrEqual(10);
      expect(Math.abs(word.end - (words[index]?.end ?? 0))).toBeLessThanOrEqual(10);
    }
  });

  it.each([
    [
      'a broken timing line',
      SRT.replace('00:00:02,900 --> 00:00:03,500', '00:00:02,900 - 00:00:03,500'),
      'Line 6: the timing line should look like 00:00:01,000 --> 00:00:02,500.',
    ],
    ['an empty file', '', 'The file is empty.'],
    [
      'a cue after the end of the video',
      `${SRT}3\n01:00:00,000 --> 01:00:01,000\nLater.\n`,
      /^Line 10: this cue starts at 1:00:00\.000, after the video ends \(at 0:00:0\d\.\d{3}\)\. Is this the subtitle file of this video\?$/,
    ],
    [
      'a million words',
      `1\n00:00:00,000 --> 00:00:03,000\n${'a '.repeat(1_000_000)}`,
      `Line 2: the subtitles go past ${SUBTITLE_WORDS_MAX} words, the most a transcript can hold.`,
    ],
    [
      '200 000 karaoke syllables',
      `[Events]\nDialogue: 0,0:00:00.00,0:00:03.00,Default,,0,0,0,,${'{\\k1}a '.repeat(200_000)}`,
      `Line 2: the subtitles go past ${SUBTITLE_WORDS_MAX} words, the most a transcript can hold.`,
    ],
  ])('refuses %s with a 422 on the file, and keeps the transcript', async (_case, text, message) => {
    const before = await storedVideo(owner, speech.id);
    const response = await importCaptions({ text, format: 'srt' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.status).toBe('error');
    expect(body.message).toMatch(message);
    expect(body.errors.text).toEqual([body.message]);
    expect(await storedVideo(owner, speech.id)).toEqual(before);
  });

  it('refuses a format it does not know, or a file over 2 MB, before reading it', async () => {
    const unknown = await importCaptions({ text: SRT, format: 'sub' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.format).toEqual(['The format must be srt, vtt or ass.']);
    const large = await importCaptions({ text: 'x'.repeat(SUBTITLE_FILE_MAX_BYTES + 1) });
    expect(large.statusCode).toBe(422);
    expect(large.json().errors.text).toEqual([
      'This file is too large: a subtitle file may be at most 2 MB.',
    ]);
  });

  it('lines the words up with the sound when asked, refusing other changes while that runs', async () => {
    const sentences = SPOKEN_SCRIPT.split('. ');
    const vtt = `WEBVTT\n\n00:00.000 --> 00:01.000\n${sentences[0]}.\n\n00:01.000 --> 00:02.000\n${sentences[1]}\n`;
    const queued = await importCaptions({ text: vtt, align: true });
    expect(queued.statusCode).toBe(200);
    expect(queued.json().data.transcription_status).toBe('queued');
    const meanwhile = await importCaptions({ text: SRT });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().message).toBe(transcriptionConflicts.running);

    expect((await followRun(owner, speech.id)).at(-1)).toMatchObject({ status: 'done', engine: 'aligned' });
    const aligned: Word[] = (await videoDetail(owner, speech.id)).transcript.words;
    expect(aligned.map((word) => word.text).join(' ')).toBe(SPOKEN_SCRIPT);
    // The aligner heard the words where they are spoken, not where the cues put them.
    expect(aligned.at(-1)?.end).toBeGreaterThan(2000);
  });

  it('keeps the cues’ times on a video without sound, and says why', async () => {
    const silent = await uploadVideo(server, owner, await newProject(owner), media.silent, 'silent.mp4');
    await followRun(owner, silent.id);
    const text = '1\n00:00:00,100 --> 00:00:01,000\nNo sound here.\n';
    const response = await importCaptions({ text, align: true }, silent.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.transcript).toMatchObject({
      engine: 'imported',
      note: subtitleImportMessages.noSound,
      words: [{ text: 'No', start: 100 }, { text: 'sound' }, { text: 'here.', end: 1000 }],
    });
  });

  it("answers 404 for someone else's video, and changes nothing", async () => {
    const intruder = (await signedInUser(server)).browser;
    const before = await storedVideo(owner, speech.id);
    const response = await importCaptions({ text: SRT }, speech.id, intruder);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', message: 'This video does not exist.' });
    expect(await storedVideo(owner, speech.id)).toEqual(before);
  });

  // PGlite runs the database's own work on this thread, so only PostgreSQL shows the parse alone.
  it.skipIf(testDatabaseKind() === 'pglite')(
    'keeps answering /healthz within 200 ms while the worst 2 MB files are read',
    async () => {
      const origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
      const fill = (header: string, piece: string) =>
        header + piece.repeat((SUBTITLE_TEXT_MAX_CHARS - header.length - 1) / piece.length);
      // Tags that never close, which patterns retried from every opening; spaced, so the words
      // pass the transcript's limit and the answer stays small (an answer of the most words takes its own time).
      const files = [
        fill('WEBVTT\n\n00:00:00.000 --> 00:00:03.000\n', '< '),
        fill('WEBVTT\n\n00:00:00.000 --> 00:00:03.000\n', '<rt>x '),
        fill('1\n00:00:00,000 --> 00:00:03,000\n', '<b '),
        fill('1\n00:00:00,000 --> 00:00:03,000\n', '{\\ '),
        fill('[Events]\nDialogue: 0,0:00:00.00,0:00:03.00,Default,,0,0,0,,', '{\\k1}a '),
        fill('1\n00:00:00,000 --> 00:00:03,000\n', 'x '),
      ];
      for (const text of files) {
        let done = false;
        const imported = importCaptions({ text }).finally(() => {
          done = true;
        });
        const waits: number[] = [];
        while (!done) {
          const asked = performance.now();
          expect((await fetch(`${origin}/healthz`)).status).toBe(200);
          waits.push(performance.now() - asked);
        }
        const answer = await imported;
        expect(answer.statusCode).toBe(422);
        expect(answer.json().errors.text[0]).toMatch(`go past ${SUBTITLE_WORDS_MAX} words`);
        expect(Math.max(...waits)).toBeLessThan(200);
      }
    },
  );

  it('reads no more than the API takes and a transcript holds', () => {
    expect(SUBTITLE_TEXT_MAX_CHARS).toBe(SUBTITLE_FILE_MAX_BYTES);
    expect(SUBTITLE_WORDS_MAX).toBe(TRANSCRIPT_WORDS_MAX);
    expect(SUBTITLE_WORD_MAX_CHARS).toBe(WORD_TEXT_MAX);
  });
});
