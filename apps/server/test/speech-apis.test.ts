// The OpenAI and Deepgram engines against a local server speaking their wire formats: request
// shape, word times, chunked long audio, retries on 429/5xx/dropped connections, clean failures.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTranscriber,
  type EngineConfig,
} from '../src/modules/transcription/engines/select-transcriber';
import type { TranscribeOptions } from '../src/modules/transcription/transcriber';
import { CoreShare } from '../src/platform/concurrency/core-share';
import { PermanentJobError } from '../src/platform/queue/permanent-job-error';
import { FakeSpeechApis, wavSeconds } from './support/fake-speech-apis';

const OPENAI_KEY = 'sk-test-not-a-real-key';
const DEEPGRAM_KEY = 'dg-test-not-a-real-key';
const fake = new FakeSpeechApis();
const dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-apis-'));
const shortWav = path.join(dir, 'short.wav');
const longWav = path.join(dir, 'long.wav');
let baseUrl: string;
let logLines: { msg: string; provider?: string }[];

const makeWav = (file: string, seconds: number) =>
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error', '-f', 'lavfi', '-i', `anullsrc=r=16000:cl=mono`, '-t', String(seconds)],
    ...['-c:a', 'pcm_s16le', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', file],
  ]);

function engine(kind: 'openai' | 'deepgram') {
  logLines = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  const config: EngineConfig = {
    TRANSCRIBER: kind,
    POCKETSPHINX_MODEL_DIR: '/usr/share/pocketsphinx/model/en-us',
    WHISPER_MODEL: 'base.en',
    WHISPER_MULTILINGUAL_MODEL: 'small',
    WHISPER_MODELS_DIR: dir,
    WHISPER_CLI: path.join(dir, 'no-whisper-cli'),
    WHISPER_BEAM_SIZE: 5,
    WHISPER_RETIME: true,
    WHISPER_DTW: false,
    OPENAI_API_KEY: kind === 'openai' ? OPENAI_KEY : undefined,
    OPENAI_BASE_URL: baseUrl,
    OPENAI_TRANSCRIBE_MODEL: 'whisper-1',
    DEEPGRAM_API_KEY: kind === 'deepgram' ? DEEPGRAM_KEY : undefined,
    DEEPGRAM_BASE_URL: baseUrl,
    DEEPGRAM_MODEL: 'nova-2',
    TRANSCRIBE_API_ATTEMPTS: 3,
  };
  return createTranscriber(config, logger, new CoreShare(1));
}

const options = (progress: number[] = []): TranscribeOptions => ({
  onProgress: (p) => progress.push(p),
  signal: new AbortController().signal,
});

beforeAll(async () => {
  baseUrl = await fake.start();
  makeWav(shortWav, 5);
  // Longer than one OpenAI upload (10 minutes), so it goes in two pieces.
  makeWav(longWav, 12 * 60);
});

afterAll(async () => {
  await fake.stop();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  fake.received.length = 0;
  fake.replies.length = 0;
});

describe('OpenAI engine', () => {
  it('uploads the audio as multipart with word timestamps asked for, and reads the words back', async () => {
    const transcriber = await engine('openai');
    expect(transcriber.engine).toBe('openai');
    const result = await transcriber.transcribe(shortWav, options());
    const [request] = fake.received;
    expect(request?.path).toBe('/v1/audio/transcriptions');
    expect(request?.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    expect(request?.fields).toEqual({
      model: ['whisper-1'],
      response_format: ['verbose_json'],
      'timestamp_granularities[]': ['word'],
    });
    expect(wavSeconds(request?.audio ?? Buffer.alloc(0))).toBe(5);
    expect(result).toEqual({
      language: 'en',
      words: [
        { text: 'Hello,', start: 1000, end: 1400, confidence: null },
        { text: 'world.', start: 2000, end: 2500, confidence: null },
      ],
    });
  });

  it('sends long audio in pieces and puts each piece’s words at its offset', async () => {
    const progress: number[] = [];
    const result = await (await engine('openai')).transcribe(longWav, options(progress));
    expect(fake.received).toHaveLength(2);
    const firstSeconds = wavSeconds(fake.received[0]?.audio ?? Buffer.alloc(0));
    expect(firstSeconds).toBeLessThanOrEqual(600);
    expect(firstSeconds + wavSeconds(fake.received[1]?.audio ?? Buffer.alloc(0))).toBeCloseTo(720, 1);
    const offset = Math.round(firstSeconds * 1000);
    expect(result.words.map((w) => [w.text, w.start, w.end])).toEqual([
      ['Hello,', 1000, 1400],
      ['world.', 2000, 2500],
      ['Hello,', offset + 1000, offset + 1400],
      ['world.', offset + 2000, offset + 2500],
    ]);
    expect(progress.at(-1)).toBe(100);
  });

  it('waits as long as Retry-After says after a 429, then succeeds', async () => {
    fake.replies.push({
      status: 429,
      headers: { 'retry-after': '1' },
      body: { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } },
    });
    const result = await (await engine('openai')).transcribe(shortWav, options());
    expect(result.words).toHaveLength(2);
    expect(fake.received).toHaveLength(2);
    const [first, second] = fake.received;
    expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual(1000);
    expect(logLines).toContainEqual(
      expect.objectContaining({ provider: 'OpenAI', msg: expect.stringMatching(/429.*retrying/) }),
    );
  });

  it('retries server errors and dropped connections with backoff', async () => {
    fake.replies.push(
      { status: 500, body: { error: { message: 'The server had an error', type: 'server_error' } } },
      { dropConnection: true },
    );
    const result = await (await engine('openai')).transcribe(shortWav, options());
    expect(result.words).toHaveLength(2);
    expect(fake.received).toHaveLength(3);
  });

  it('gives up after the last attempt with the last problem', async () => {
    for (let i = 0; i < 3; i++)
      fake.replies.push({ status: 503, body: { error: { message: 'Overloaded' } } });
    await expect((await engine('openai')).transcribe(shortWav, options())).rejects.toThrow(
      'OpenAI did not transcribe the audio after 3 attempts (HTTP 503: Overloaded)',
    );
  });

  it('fails for good on a refused key, without repeating the key', async () => {
    fake.replies.push({
      status: 401,
      body: {
        error: {
          message: `Incorrect API key provided: ${OPENAI_KEY}.`,
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      },
    });
    const failure = await (await engine('openai'))
      .transcribe(shortWav, options())
      .catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(PermanentJobError);
    expect((failure as Error).message).toContain('OpenAI refused the API key (HTTP 401)');
    expect((failure as Error).message).not.toContain(OPENAI_KEY);
    expect(fake.received).toHaveLength(1);
  });
});

describe('answers that break the documented format', () => {
  it('fails the OpenAI piece with a clear message, to be retried by the queue', async () => {
    fake.replies.push({ status: 200, body: { text: 'Hello', words: 'not a list' } });
    const failure = await (await engine('openai'))
      .transcribe(shortWav, options())
      .catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(PermanentJobError);
    expect((failure as Error).message).toBe('OpenAI answered in a form we cannot read.');
    expect(fake.received).toHaveLength(1);
  });

  it('fails the Deepgram piece with a clear message, to be retried by the queue', async () => {
    fake.replies.push({
      status: 200,
      body: { results: { channels: [{ alternatives: [{ words: [{}] }] }] } },
    });
    const failure = await (await engine('deepgram'))
      .transcribe(shortWav, options())
      .catch((err: unknown) => err);
    expect(failure).not.toBeInstanceOf(PermanentJobError);
    expect((failure as Error).message).toBe('Deepgram answered in a form we cannot read.');
  });
});

describe('Deepgram engine', () => {
  it('posts the WAV with the token and options, and keeps punctuation and confidence', async () => {
    const transcriber = await engine('deepgram');
    expect(transcriber.engine).toBe('deepgram');
    const result = await transcriber.transcribe(shortWav, options());
    const [request] = fake.received;
    expect(request?.path).toBe('/v1/listen');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      model: 'nova-2',
      punctuate: 'true',
      smart_format: 'true',
    });
    expect(request?.headers.authorization).toBe(`Token ${DEEPGRAM_KEY}`);
    expect(request?.headers['content-type']).toBe('audio/wav');
    expect(result.words).toEqual([
      { text: 'Hello,', start: 1000, end: 1400, confidence: 0.99 },
      { text: 'world.', start: 2000, end: 2500, confidence: 0.97 },
    ]);
  });

  it('retries a 429 and a 502, then succeeds', async () => {
    fake.replies.push(
      { status: 429, body: { err_code: 'TOO_MANY_REQUESTS', err_msg: 'Too many requests.' } },
      { status: 502, body: 'Bad Gateway' },
    );
    const result = await (await engine('deepgram')).transcribe(shortWav, options());
    expect(result.words).toHaveLength(2);
    expect(fake.received).toHaveLength(3);
  });

  it('turns a 400 into a permanent failure with Deepgram’s reason', async () => {
    fake.replies.push({
      status: 400,
      body: {
        err_code: 'Bad Request',
        err_msg: 'Bad Request: failed to process audio: corrupt or unsupported data',
      },
    });
    const failure = await (await engine('deepgram'))
      .transcribe(shortWav, options())
      .catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(PermanentJobError);
    expect((failure as Error).message).toBe(
      'Deepgram rejected the audio (HTTP 400). It said: Bad Request: failed to process audio: corrupt or unsupported data',
    );
  });
});
