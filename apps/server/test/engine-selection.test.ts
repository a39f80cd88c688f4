// Which engine the configuration gives, and how whisper.cpp fails when its model is missing,
// damaged or its binding absent: said plainly, never taking the server down.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createAligner,
  createTranscriber,
  type EngineConfig,
} from '../src/modules/transcription/engines/select-transcriber';
import { WhisperTranscriber, WhisperUnavailableError } from '../src/modules/transcription/engines/whisper';
import { loadConfig } from '../src/platform/config';
import { POCKETSPHINX_MODEL_DIR, TESTDATA } from './support/speech-fixtures';

const dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-whisper-'));
const wav = `${TESTDATA}/librivox/sense_and_sensibility_01_austen_64kb-0880.wav`;
const options = () => ({ onProgress: () => {}, signal: new AbortController().signal });

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function select(env: Record<string, string>) {
  const errors: string[] = [];
  const logger = pino(
    { level: 'error' },
    new Writable({
      write(chunk, _encoding, done) {
        errors.push(JSON.parse(String(chunk)).msg);
        done();
      },
    }),
  );
  const config: EngineConfig = loadConfig({ DATA_DIR: dir, ...env });
  return { transcriber: createTranscriber(config, logger), errors };
}

describe('engine selection', () => {
  it('uses PocketSphinx when nothing else is configured', () => {
    expect(select({}).transcriber.engine).toBe('pocketsphinx');
  });

  it('prefers Deepgram, then OpenAI, when their keys are set', () => {
    expect(select({ DEEPGRAM_API_KEY: 'dg', OPENAI_API_KEY: 'sk' }).transcriber.engine).toBe('deepgram');
    expect(select({ OPENAI_API_KEY: 'sk' }).transcriber.engine).toBe('openai');
    expect(
      select({ TRANSCRIBER: 'openai', DEEPGRAM_API_KEY: 'dg', OPENAI_API_KEY: 'sk' }).transcriber.engine,
    ).toBe('openai');
    expect(select({ TRANSCRIBER: 'pocketsphinx', OPENAI_API_KEY: 'sk' }).transcriber.engine).toBe(
      'pocketsphinx',
    );
  });

  it('falls back to PocketSphinx with a clear message when the whisper model file is missing', () => {
    const missing = path.join(dir, 'ggml-base.en.bin');
    for (const TRANSCRIBER of ['whisper', 'auto']) {
      const { transcriber, errors } = select({ TRANSCRIBER, WHISPER_MODEL: missing });
      expect(transcriber.engine).toBe('pocketsphinx');
      expect(errors).toEqual([
        `WHISPER_MODEL points to ${missing}, which does not exist (see docs/transcription.md). Transcribing with PocketSphinx instead.`,
      ]);
    }
  });

  it('refuses a configuration that names an engine without what it needs', () => {
    expect(() => loadConfig({ DATA_DIR: dir, TRANSCRIBER: 'openai' })).toThrow(
      'OPENAI_API_KEY: is required when TRANSCRIBER is openai',
    );
    expect(() => loadConfig({ DATA_DIR: dir, TRANSCRIBER: 'whisper' })).toThrow(
      'WHISPER_MODEL: is required when TRANSCRIBER is whisper',
    );
    expect(() => loadConfig({ DATA_DIR: dir, TRANSCRIBER: 'google' })).toThrow(
      'TRANSCRIBER: must be auto, pocketsphinx, whisper, openai or deepgram',
    );
    expect(() => loadConfig({ DATA_DIR: dir, WHISPER_MODEL: '/models/base.en' })).toThrow(
      'WHISPER_MODEL: must be the path of a whisper.cpp ggml model file',
    );
  });

  it('aligns with PocketSphinx', () => {
    expect(createAligner({ POCKETSPHINX_MODEL_DIR })).toHaveProperty('align');
  });
});

describe('whisper.cpp model loading', () => {
  it('says a file that is not a model cannot be loaded', async () => {
    const model = path.join(dir, 'ggml-garbage.bin');
    writeFileSync(model, Buffer.alloc(64 * 1024, 0x5a));
    const { transcriber } = select({ TRANSCRIBER: 'whisper', WHISPER_MODEL: model });
    expect(transcriber.engine).toBe('whisper');
    const failure = await transcriber.transcribe(wav, options()).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(WhisperUnavailableError);
    expect((failure as Error).message).toMatch(/could not be loaded .*bad magic/);
  });

  it('survives a truncated model that makes whisper.cpp abort, and says so', async () => {
    // A real model's magic followed by garbage: whisper.cpp asserts (kills its process) on this.
    const model = path.join(dir, 'ggml-truncated.bin');
    writeFileSync(model, Buffer.concat([Buffer.from('lmgg', 'latin1'), Buffer.alloc(4096, 0x7f)]));
    const failure = await new WhisperTranscriber(model)
      .transcribe(wav, options())
      .catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(WhisperUnavailableError);
    expect((failure as Error).message).toContain(`The whisper model ${model} could not be loaded`);
  });

  it('says when the native binding is not installed', async () => {
    const failure = await new WhisperTranscriber(
      path.join(dir, 'ggml-garbage.bin'),
      '@captionist/no-such-binding',
    )
      .transcribe(wav, options())
      .catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(WhisperUnavailableError);
    expect((failure as Error).message).toContain(
      'The whisper.cpp binding (@captionist/no-such-binding) is not installed',
    );
  });
});
