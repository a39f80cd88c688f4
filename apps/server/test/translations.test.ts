// Translated captions through the API (issue 35, item 3): the language model asked sentence by
// sentence through a local server speaking the OpenAI chat wire format, each translation laid on
// its source sentence's time; what a model that answers garbage gets; edits, changes to the
// spoken words since, ownership and bad input.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TRANSLATION_WORDS_MAX, type Translation, UNKNOWN_TRANSLATION_LANGUAGE } from '@captionist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { translationMessages } from '../src/modules/translations/translation-messages';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { editVersionOf } from './support/edit-version';
import { FakeChatApi } from './support/fake-chat-api';
import { startTestServer, type TestServer } from './support/test-runtime';
import { makeTranscriptionMedia } from './support/transcription-media';
import { followRun } from './support/transcription-runs';
import { newProject, uploadVideo } from './support/video-uploads';
import { until } from './support/wait-until';

/** A silent video long enough for every transcript here (the 20,001-word one is 200 s). */
let silent: Buffer;
beforeAll(() => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-translations-'));
  const file = path.join(dir, 'silent.mp4');
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=1', '-t', '210'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
  ]);
  silent = readFileSync(file);
  rmSync(dir, { recursive: true, force: true });
});

const word = (text: string, start: number, end: number) => ({ text, start, end, confidence: null });
/** Three sentences: 0–1700, 2000–3200 and 3500–4400 ms. */
const WORDS = [
  word('We', 0, 300),
  word('climbed', 300, 800),
  word('the', 800, 1000),
  word('hill.', 1000, 1700),
  word('It', 2000, 2200),
  word('was', 2200, 2500),
  word('steep.', 2500, 3200),
  word('Then', 3500, 3800),
  word('we', 3800, 4000),
  word('rested.', 4000, 4400),
];
const SENTENCES = [
  { start: 0, end: 1700, text: 'We climbed the hill.' },
  { start: 2000, end: 3200, text: 'It was steep.' },
  { start: 3500, end: 4400, text: 'Then we rested.' },
];

describe('with a language model', () => {
  const chat = new FakeChatApi();
  let server: TestServer;
  let owner: BrowserAgent;
  let vid: string;

  beforeAll(async () => {
    const baseUrl = await chat.start();
    server = await startTestServer({
      env: {
        LLM_BASE_URL: baseUrl,
        LLM_API_KEY: 'sk-test',
        LLM_MODEL: 'test-model',
        AI_CALLS_PER_10_MINUTES: '200',
      },
    });
    await registerWorkers(server.runtime);
    owner = (await signedInUser(server)).browser;
    const video = await uploadVideo(server, owner, await newProject(owner), silent, 'hill.mp4');
    vid = video.id;
    await followRun(owner, vid);
    await saveWords(owner, vid, WORDS);
  });
  afterAll(async () => {
    await server?.close();
    await chat.stop();
  });

  const translations = async (browser = owner, id = vid): Promise<Translation[]> =>
    (await browser.get(`/api/user/videos/${id}/translations`)).json().data;
  /** Starts a translation and waits for it to end. */
  const translated = async (language: string): Promise<Translation> => {
    const started = await owner.post(`/api/user/videos/${vid}/translations`, { language });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().data).toMatchObject({ language, status: 'running', progress: 0 });
    const found = await until(
      `the translation into ${language}`,
      async () => (await translations()).find((t) => t.language === language),
      (translation) => translation !== undefined && translation.status !== 'running',
    );
    return found as Translation;
  };

  it('translates sentence by sentence, each starting and ending where its source sentence does', async () => {
    chat.received.length = 0;
    const spanish = await translated('es');
    expect(spanish).toMatchObject({
      status: 'done',
      progress: 100,
      error: null,
      engine: 'llm',
      changed_sentences: [],
    });
    // One call for the three sentences: the system prompt names the language, the user content
    // is the sentences alone.
    expect(chat.received).toHaveLength(1);
    const [request] = chat.received;
    expect(request?.body.response_format.json_schema.name).toBe('translations');
    expect(request?.body.messages[0]?.content).toContain('into Spanish');
    expect(JSON.parse(request?.body.messages[1]?.content ?? '')).toEqual({
      context: [],
      sentences: SENTENCES.map((s) => s.text),
    });
    expect(spanish.words.map((w) => w.text).join(' ')).toBe(
      '«We climbed the hill.» «It was steep.» «Then we rested.»',
    );
    for (const sentence of SENTENCES) {
      const own = spanish.words.filter((w) => w.start >= sentence.start && w.end <= sentence.end);
      expect(Math.abs((own[0]?.start ?? -1) - sentence.start)).toBeLessThanOrEqual(10);
      expect(Math.abs((own.at(-1)?.end ?? -1) - sentence.end)).toBeLessThanOrEqual(10);
    }
  });

  it('asks again in halves when the model answers the wrong number of sentences', async () => {
    chat.received.length = 0;
    chat.replies.push({ content: JSON.stringify({ translations: ['«Uno.»', '«Dos.»'] }) });
    const german = await translated('de');
    expect(german.status).toBe('done');
    expect(german.words.map((w) => w.text).join(' ')).toBe(
      '«We climbed the hill.» «It was steep.» «Then we rested.»',
    );
    // The batch of three, then its halves (two sentences, one sentence).
    expect(chat.received).toHaveLength(3);
  });

  it('fails with what went wrong when the model keeps miscounting, answers another language or nothing', async () => {
    const none = { content: JSON.stringify({ translations: [] }) };
    chat.replies.push(none, none, none);
    expect(await translated('fr')).toMatchObject({
      status: 'failed',
      error: translationMessages.wrongCount(1, 0),
      words: [],
    });
    // Latin letters for Japanese, twice.
    expect(await translated('ja')).toMatchObject({
      status: 'failed',
      error: translationMessages.wrongLanguage('Japanese'),
    });
    const empty = { content: JSON.stringify({ translations: ['', ' ', ''] }) };
    chat.replies.push(empty, empty);
    expect(await translated('it')).toMatchObject({
      status: 'failed',
      error: translationMessages.emptyAnswer,
    });
    // Not JSON at all.
    chat.replies.push({ content: 'Sure! Here are your translations:' }, { content: 'Sure!' });
    expect((await translated('pt')).status).toBe('failed');
  });

  it('keeps a translation edited word by word, and says which spoken sentences changed since', async () => {
    const [first, ...rest] = (await translations()).find((t) => t.language === 'es')?.words ?? [];
    const saved = await owner.put(`/api/user/videos/${vid}/translations/es`, {
      words: [{ ...first, text: 'Subimos' }, ...rest],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ engine: 'edited', status: 'done' });
    expect(saved.json().data.words[0].text).toBe('Subimos');
    // A word past the video's end is refused as the transcript's would be, and nothing changes.
    const beyond = await owner.put(`/api/user/videos/${vid}/translations/es`, {
      words: [
        { ...first, text: 'Subimos' },
        ...rest,
        { text: 'después', start: 300_000, end: 300_500, confidence: null },
      ],
    });
    expect(beyond.statusCode).toBe(422);
    expect(Object.keys(beyond.json().errors)).toEqual([`words.${rest.length + 1}.end`]);
    // The spoken words change in the second sentence: only it is said to have changed.
    await saveWords(
      owner,
      vid,
      WORDS.map((w) => (w.text === 'steep.' ? { ...w, text: 'long.' } : w)),
    );
    const spanish = (await translations()).find((t) => t.language === 'es');
    expect(spanish?.changed_sentences).toEqual([{ start: 2000, end: 3200, text: 'It was long.' }]);
    expect(spanish?.words[0]?.text).toBe('Subimos');
    await saveWords(owner, vid, WORDS);
  });

  it('refuses an unknown language, its own language, an empty transcript and one too long, with the limit', async () => {
    const post = (language: string, id = vid) =>
      owner.post(`/api/user/videos/${id}/translations`, { language });
    expect((await post('xx')).json()).toMatchObject({
      status: 'error',
      message: UNKNOWN_TRANSLATION_LANGUAGE,
    });
    // PocketSphinx hears a spoken upload as US English: "en" is its own language.
    const spoken = await uploadVideo(
      server,
      owner,
      await newProject(owner),
      makeTranscriptionMedia().speech,
      'talk.mp4',
    );
    await followRun(owner, spoken.id);
    expect((await post('en', spoken.id)).json()).toEqual({
      status: 'error',
      message: translationMessages.sameLanguage('English'),
    });

    const other = await uploadVideo(server, owner, await newProject(owner), silent, 'quiet.mp4');
    await followRun(owner, other.id);
    const empty = await post('es', other.id);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(translationMessages.emptyTranscript);

    const many = Array.from({ length: TRANSLATION_WORDS_MAX + 1 }, (_, i) =>
      word(`w${i}`, i * 10, i * 10 + 9),
    );
    await saveWords(owner, other.id, many);
    const tooLong = await post('es', other.id);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().message).toBe(translationMessages.tooLong(TRANSLATION_WORDS_MAX + 1));
    expect(tooLong.json().message).toContain('20,000 words');
  });

  it('shows, changes and deletes translations for their owner only', async () => {
    const { browser: stranger } = await signedInUser(server);
    expect((await stranger.get(`/api/user/videos/${vid}/translations`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/user/videos/${vid}/translations`, { language: 'es' })).statusCode).toBe(
      404,
    );
    expect((await stranger.put(`/api/user/videos/${vid}/translations/es`, { words: WORDS })).statusCode).toBe(
      404,
    );
    expect((await stranger.delete(`/api/user/videos/${vid}/translations/es`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/user/videos/${vid}/translations/es`)).statusCode).toBe(200);
    expect((await translations()).map((t) => t.language)).not.toContain('es');
    expect((await owner.delete(`/api/user/videos/${vid}/translations/es`)).statusCode).toBe(404);
  });
});

describe('without a language model', () => {
  it('says that other languages than English need one', async () => {
    const server = await startTestServer();
    try {
      await registerWorkers(server.runtime);
      const { browser } = await signedInUser(server);
      const video = await uploadVideo(server, browser, await newProject(browser), silent, 'a.mp4');
      await followRun(browser, video.id);
      await saveWords(browser, video.id, WORDS);
      const refused = await browser.post(`/api/user/videos/${video.id}/translations`, { language: 'es' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(translationMessages.needsLanguageModel('Spanish'));
    } finally {
      await server.close();
    }
  });
});

async function saveWords(browser: BrowserAgent, vid: string, words: ReturnType<typeof word>[]) {
  const saved = await browser.post(`/api/user/videos/${vid}/save-transcription`, {
    words,
    base_version: await editVersionOf(browser, vid),
  });
  expect(saved.statusCode, saved.body).toBe(200);
}
