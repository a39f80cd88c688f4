// AI title hooks and b-roll keywords through the API: the offline basic suggestions on a real
// PocketSphinx transcript, and an OpenAI-compatible chat API stand-in that answers well, badly
// (malformed JSON, a broken schema, ranges outside the transcript), slowly, or not at all.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { aiMessages } from '../src/modules/ai/ai-messages';
import { videos } from '../src/platform/db/schema';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { editVersionOf } from './support/edit-version';
import { FakeChatApi, rateLimited } from './support/fake-chat-api';
import { startTestServer, type TestServer } from './support/test-runtime';
import { makeTranscriptionMedia, type TranscriptionMedia } from './support/transcription-media';
import { newProject, uploadVideo } from './support/video-uploads';

const HOOKS = '/api/user/media/get-ai-title-hook';
const KEYWORDS = '/api/user/media/get-broll-keywords';
const EMPHASIS = '/api/user/media/get-emphasis-words';
const EMOJI = '/api/user/media/get-emoji-words';
const RUN_DEADLINE_MS = 90_000;

interface Word {
  text: string;
  start: number;
  end: number;
}

let media: TranscriptionMedia;
beforeAll(() => {
  media = makeTranscriptionMedia();
});

async function transcribedVideo(server: TestServer, browser: BrowserAgent, bytes: Buffer) {
  const video = await uploadVideo(server, browser, await newProject(browser), bytes, 'talk.mp4');
  const deadline = Date.now() + RUN_DEADLINE_MS;
  for (;;) {
    const status = (await browser.get(`/api/user/videos/transcription-status/${video.id}`)).json().data
      .status;
    if (status === 'done' || status === 'failed') break;
    if (Date.now() > deadline) throw new Error('transcription did not end');
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return video.id as string;
}

const wordsOf = async (browser: BrowserAgent, vid: string): Promise<Word[]> =>
  (await browser.get(`/api/user/videos/${vid}`)).json().data.transcript.words;
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}' ]/gu, '');

describe('without an LLM: basic suggestions from a real transcript', () => {
  let server: TestServer;
  let owner: BrowserAgent;
  let vid: string;
  let words: Word[];

  beforeAll(async () => {
    server = await startTestServer({ env: { AI_CALLS_PER_10_MINUTES: '5' } });
    await registerWorkers(server.runtime);
    owner = (await signedInUser(server)).browser;
    vid = await transcribedVideo(server, owner, media.speech);
    words = await wordsOf(owner, vid);
    expect(words.length).toBeGreaterThan(5);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('suggests titles about what the transcript says, never its own sentences, labelled basic', async () => {
    const response = await owner.post(HOOKS, { vid });
    expect(response.statusCode).toBe(200);
    const { source, hooks } = response.json().data;
    expect(source).toBe('basic');
    expect(hooks.length).toBeGreaterThanOrEqual(1);
    expect(hooks.length).toBeLessThanOrEqual(5);
    const vocabulary = new Set(words.map((w) => bare(w.text)));
    const said = bare(words.map((w) => w.text).join(' '));
    // A hook pattern (basic-hooks.ts) around a phrase the transcript says; never a quote of it.
    const pattern =
      /^(?:(?:The truth about|Nobody tells you this about|Stop scrolling if you care about|What everyone gets wrong about) (?:the )?(.+)|(.+)(?:, explained in \d+ seconds|: what I wish I knew sooner))$/;
    for (const hook of hooks) {
      expect(said).not.toContain(bare(hook));
      const phrase = pattern.exec(hook);
      expect(phrase, hook).not.toBeNull();
      for (const token of bare(phrase?.[1] ?? phrase?.[2] ?? '').split(' '))
        expect(vocabulary).toContain(token);
    }
  });

  it('suggests b-roll keywords said within valid word ranges, with the words’ own times', async () => {
    const response = await owner.post(KEYWORDS, { vid });
    expect(response.statusCode).toBe(200);
    const { source, keywords } = response.json().data;
    expect(source).toBe('basic');
    expect(keywords.length).toBeGreaterThan(0);
    let previousEnd = -1;
    for (const k of keywords) {
      expect(k.start_word).toBeGreaterThan(previousEnd);
      expect(k.end_word).toBeGreaterThanOrEqual(k.start_word);
      expect(k.end_word).toBeLessThan(words.length);
      expect(k.start_ms).toBe(words[k.start_word]?.start);
      expect(k.end_ms).toBe(words[k.end_word]?.end);
      const said = words.slice(k.start_word, k.end_word + 1).map((w) => bare(w.text));
      expect(bare(k.keyword).split(' ')).toEqual(said);
      previousEnd = k.end_word;
    }
  });

  it('scores words worth emphasising, in transcript order, function words left out', async () => {
    const response = await owner.post(EMPHASIS, { vid });
    expect(response.statusCode).toBe(200);
    const { source, words: picked } = response.json().data as {
      source: string;
      words: { index: number; score: number }[];
    };
    expect(source).toBe('basic');
    expect(picked.length).toBeGreaterThan(0);
    expect(picked.length).toBeLessThan(words.length);
    const indexes = picked.map((p) => p.index);
    expect(indexes).toEqual([...new Set(indexes)].sort((a, b) => a - b));
    for (const { index, score } of picked) {
      expect(index).toBeLessThan(words.length);
      expect(score).toBeGreaterThan(0);
      expect(score).toBeLessThanOrEqual(1);
      expect(['the', 'a', 'and', 'of', 'to']).not.toContain(bare(words[index]?.text ?? ''));
    }
  });

  it('offers emoji from the keyword table for words that name one, in transcript order', async () => {
    const response = await owner.post(EMOJI, { vid });
    expect(response.statusCode).toBe(200);
    const { source, words: picked } = response.json().data as {
      source: string;
      words: { index: number; emoji: string; score: number }[];
    };
    expect(source).toBe('basic');
    // The sample speech ("…every spoken word into animated captions…") names at least one emoji.
    expect(picked.length).toBeGreaterThan(0);
    for (const { index, emoji, score } of picked) {
      expect(index).toBeLessThan(words.length);
      expect(emoji).toMatch(/\p{RGI_Emoji}/v);
      expect([1 / 3, 2 / 3, 1].some((allowed) => Math.abs(allowed - score) < 1e-9)).toBe(true);
    }
  });

  it('answers another user’s video and a malformed id as missing (404)', async () => {
    const stranger = (await signedInUser(server)).browser;
    for (const path of [HOOKS, KEYWORDS, EMPHASIS, EMOJI]) {
      const response = await stranger.post(path, { vid });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: aiMessages.videoMissing });
      expect((await stranger.post(path, { vid: 'not-a-uuid' })).statusCode).toBe(404);
    }
  });

  it('says plainly when the video has no transcript yet (409)', async () => {
    const created = await owner.post(`/api/user/videos/upload-url/${await newProject(owner)}`, {
      name: 'later.mp4',
      size: 1000,
      content_type: 'video/mp4',
    });
    const response = await owner.post(HOOKS, { vid: created.json().data.video.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 'error', message: aiMessages.noTranscript });
  });

  it('limits suggestion requests per user (429 with a message)', async () => {
    // Four of the five allowed were used above.
    expect((await owner.post(HOOKS, { vid })).statusCode).toBe(200);
    const limited = await owner.post(HOOKS, { vid });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/too many suggestion requests/i);
  });
});

describe('with an OpenAI-compatible chat API', () => {
  const API_KEY = 'sk-test-secret-key-123';
  const WORDS: Word[] = [
    { text: 'Coffee', start: 0, end: 300 },
    { text: 'in', start: 300, end: 400 },
    { text: 'the', start: 400, end: 500 },
    { text: 'mountains', start: 500, end: 1000 },
    { text: 'at', start: 1000, end: 1100 },
    { text: 'sunrise.', start: 1100, end: 1700 },
  ];
  const chat = new FakeChatApi();
  let server: TestServer;
  let owner: BrowserAgent;
  let vid: string;

  beforeAll(async () => {
    const baseUrl = await chat.start();
    server = await startTestServer({
      env: { LLM_BASE_URL: baseUrl, LLM_API_KEY: API_KEY, LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '1500' },
    });
    await registerWorkers(server.runtime);
    owner = (await signedInUser(server)).browser;
    vid = await transcribedVideo(server, owner, media.silent);
    const saved = await owner.post(`/api/user/videos/${vid}/save-transcription`, {
      words: WORDS,
      base_version: await editVersionOf(owner, vid),
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await chat.stop();
  });

  const expectError = async (path: string, status: number, message: string | RegExp) => {
    const response = await owner.post(path, { vid });
    expect(response.statusCode).toBe(status);
    expect(response.json().status).toBe('error');
    expect(response.json().message).toMatch(message);
    expect(response.body).not.toContain(API_KEY);
  };

  it('asks for structured hooks with only the transcript as user content, and returns them', async () => {
    chat.received.length = 0;
    const response = await owner.post(HOOKS, { vid });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ source: 'ai', hooks: ['Hook one', 'Hook two', 'Hook three'] });
    const [request] = chat.received;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'title_hooks', strict: true, schema: { type: 'object', required: ['hooks'] } },
    });
    const messages = request?.body.messages ?? [];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[1]?.content).toBe(WORDS.map((w) => w.text).join(' '));
    const sent = JSON.stringify(request?.body);
    for (const secret of [API_KEY, server.runtime.config.APP_KEY, vid]) expect(sent).not.toContain(secret);
  });

  it('returns keywords with ranges checked against the transcript and times taken from it', async () => {
    chat.replies.push({
      content: JSON.stringify({
        keywords: [
          { keyword: 'mountain sunrise', start_word: 3, end_word: 5 },
          { keyword: 'coffee cup', start_word: 0, end_word: 0 },
          { keyword: 'beyond', start_word: 6, end_word: 9 },
        ],
      }),
    });
    const response = await owner.post(KEYWORDS, { vid });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      source: 'ai',
      keywords: [
        { keyword: 'coffee cup', start_word: 0, end_word: 0, start_ms: 0, end_ms: 300 },
        { keyword: 'mountain sunrise', start_word: 3, end_word: 5, start_ms: 500, end_ms: 1700 },
      ],
    });
    expect(chat.received.at(-1)?.body.messages[1]?.content).toBe(
      WORDS.map((w, i) => `${i}:${w.text}`).join(' '),
    );
  });

  it('rejects an answer whose every range lies outside the transcript (502)', async () => {
    chat.replies.push({
      content: JSON.stringify({ keywords: [{ keyword: 'x', start_word: 40, end_word: 41 }] }),
    });
    await expectError(KEYWORDS, 502, aiMessages.rangesOutside);
  });

  it('ranks the words the model picked, keeping those inside the transcript once each', async () => {
    chat.replies.push({ content: JSON.stringify({ indexes: [3, 0, 3, 40] }) });
    const response = await owner.post(EMPHASIS, { vid });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      source: 'ai',
      words: [
        { index: 0, score: 0.75 },
        { index: 3, score: 1 },
      ],
    });
    expect(chat.received.at(-1)?.body.response_format.json_schema.name).toBe('emphasis_words');
    chat.replies.push({ content: JSON.stringify({ indexes: [6, 99] }) });
    await expectError(EMPHASIS, 502, aiMessages.wordsOutside);
  });

  it('keeps the model’s emoji that the captions can draw, one per word inside the transcript', async () => {
    chat.replies.push({
      content: JSON.stringify({
        emoji: [
          { index: 3, emoji: '⛰️' },
          { index: 0, emoji: '☕' },
          { index: 3, emoji: '🏔️' },
          { index: 5, emoji: 'sunrise' },
          { index: 1, emoji: '🔥🔥' },
          { index: 40, emoji: '🌅' },
        ],
      }),
    });
    const response = await owner.post(EMOJI, { vid });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      source: 'ai',
      words: [
        { index: 0, emoji: '☕', score: 0.75 },
        { index: 3, emoji: '⛰️', score: 1 },
      ],
    });
    chat.replies.push({ content: JSON.stringify({ emoji: [{ index: 2, emoji: 'x' }] }) });
    await expectError(EMOJI, 502, aiMessages.unusableEmoji);
  });

  it('answers malformed JSON from the model with 502', async () => {
    chat.replies.push({ content: '{"hooks": ["Half a hook' });
    await expectError(HOOKS, 502, aiMessages.malformedJson);
  });

  it('answers a schema-violating answer with 502', async () => {
    chat.replies.push({ content: JSON.stringify({ hooks: ['Only one'] }) });
    await expectError(HOOKS, 502, aiMessages.schemaViolation);
    chat.replies.push({ content: JSON.stringify({ keywords: [{ keyword: 'x', start_word: 'first' }] }) });
    await expectError(KEYWORDS, 502, aiMessages.schemaViolation);
  });

  it('retries after a 429, honouring Retry-After, then succeeds', async () => {
    chat.received.length = 0;
    chat.replies.push(rateLimited('0'));
    const response = await owner.post(HOOKS, { vid });
    expect(response.statusCode).toBe(200);
    expect(chat.received).toHaveLength(2);
  });

  it('gives up after repeated 429s (503) and repeated 500s (503)', async () => {
    chat.replies.push(rateLimited('0'), rateLimited('0'), rateLimited('0'));
    await expectError(HOOKS, 503, aiMessages.busy);
    const failure = { status: 500, headers: { 'retry-after': '0' }, body: { error: { message: 'boom' } } };
    chat.replies.push(failure, failure, failure);
    await expectError(KEYWORDS, 503, aiMessages.unavailable);
  });

  it('answers a model slower than the timeout with 504', async () => {
    chat.replies.push({ content: '{"hooks":["a","b","c"]}', delayMs: 4000 });
    await expectError(HOOKS, 504, aiMessages.timeout);
  });

  it('answers a refused key (502) and a body that is not JSON (502) without a stack trace', async () => {
    chat.replies.push({
      status: 401,
      body: { error: { message: `Incorrect API key provided: ${API_KEY}` } },
    });
    await expectError(HOOKS, 502, /refused the API key/);
    // A 200 is an answer: not retried, however unreadable.
    chat.received.length = 0;
    chat.replies.push({ status: 200, body: '<html>gateway</html>' });
    await expectError(HOOKS, 502, aiMessages.unreadableAnswer);
    expect(chat.received).toHaveLength(1);
  });

  it('reads a stored transcript that lost its shape as none (409), without a crash', async () => {
    await server.runtime.database.db
      .update(videos)
      .set({ transcript: sql`'{"words":"not a list"}'::jsonb` })
      .where(eq(videos.id, vid));
    await expectError(HOOKS, 409, aiMessages.noTranscript);
    const { edit_version } = (await owner.get(`/api/user/videos/${vid}`)).json().data;
    const saved = await owner.post(`/api/user/videos/${vid}/save-transcription`, {
      words: WORDS,
      base_version: edit_version,
    });
    expect(saved.statusCode).toBe(200);
  });

  it('answers a completion that breaks the documented format (502) without a crash', async () => {
    chat.replies.push({ status: 200, body: { id: 'chatcmpl-fake', object: 'chat.completion', choices: [] } });
    await expectError(HOOKS, 502, aiMessages.unreadableAnswer);
    chat.replies.push({ status: 200, body: { choices: [{ message: { content: 42 } }] } });
    await expectError(KEYWORDS, 502, aiMessages.unreadableAnswer);
  });
});
