// Which engine the configuration gives, and how whisper.cpp is passed over when its model is
// missing or damaged or whisper-cli is not built: said plainly, never taking the server down.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
import { CoreShare } from '../src/platform/concurrency/core-share';
import { loadConfig } from '../src/platform/config';
import { POCKETSPHINX_MODEL_DIR } from './support/speech-fixtures';
import { WHISPER_CLI, whisperCliMissing } from './support/whisper-cli';
import { writeWhisperTestModel } from './support/whisper-test-model';

const dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-whisper-'));
const models = path.join(dir, 'models');
const noCli = whisperCliMissing();

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function select(env: Record<string, string>) {
  const errors: string[] = [];
  const logger = pino(
    { level: 'warn' },
    new Writable({
      write(chunk, _encoding, done) {
        errors.push(JSON.parse(String(chunk)).msg);
        done();
      },
    }),
  );
  const config: EngineConfig = loadConfig({ DATA_DIR: dir, WHISPER_CLI, ...env });
  return { transcriber: await createTranscriber(config, logger, new CoreShare(2)), errors };
}

describe('engine selection', () => {
  it('uses PocketSphinx, and says how to get whisper, when no whisper model is installed', async () => {
    const { transcriber, errors } = await select({});
    expect(transcriber.engine).toBe('pocketsphinx');
    expect(errors).toEqual([
      `The whisper model ${path.join(models, 'ggml-base.en.bin')} is not installed (run: npm run models -- install base.en). The whisper model ${path.join(models, 'ggml-small.bin')} is not installed (run: npm run models -- install small). Transcribing with PocketSphinx instead.`,
    ]);
  });

  it('prefers Deepgram, then OpenAI, when their keys are set', async () => {
    expect((await select({ DEEPGRAM_API_KEY: 'dg', OPENAI_API_KEY: 'sk' })).transcriber.engine).toBe(
      'deepgram',
    );
    expect((await select({ OPENAI_API_KEY: 'sk' })).transcriber.engine).toBe('openai');
    expect(
      (await select({ TRANSCRIBER: 'openai', DEEPGRAM_API_KEY: 'dg', OPENAI_API_KEY: 'sk' })).transcriber
        .engine,
    ).toBe('openai');
    expect((await select({ TRANSCRIBER: 'pocketsphinx', OPENAI_API_KEY: 'sk' })).transcriber.engine).toBe(
      'pocketsphinx',
    );
  });

  it('refuses a configuration that names an engine without what it needs', () => {
    expect(() => loadConfig({ DATA_DIR: dir, TRANSCRIBER: 'openai' })).toThrow(
      'OPENAI_API_KEY: is required when TRANSCRIBER is openai',
    );
    expect(() => loadConfig({ DATA_DIR: dir, TRANSCRIBER: 'google' })).toThrow(
      'TRANSCRIBER: must be auto, pocketsphinx, whisper, openai or deepgram',
    );
    expect(() => loadConfig({ DATA_DIR: dir, WHISPER_MODEL: '/models/base en' })).toThrow(
      'WHISPER_MODEL: must be a model name such as base.en or the path of a ggml-*.bin file',
    );
  });

  it('aligns with PocketSphinx', () => {
    expect(createAligner({ POCKETSPHINX_MODEL_DIR }, new CoreShare(1))).toHaveProperty('align');
  });
});

describe.skipIf(noCli)('whisper.cpp selection', () => {
  it('uses whisper once its model is installed, by name or by path', async () => {
    mkdirSync(models, { recursive: true });
    await writeWhisperTestModel(path.join(models, 'ggml-base.en.bin'));
    expect((await select({})).transcriber.engine).toBe('whisper');
    expect((await select({ TRANSCRIBER: 'whisper' })).transcriber.engine).toBe('whisper');
    await writeWhisperTestModel(path.join(dir, 'my-model.bin'), { multilingual: true });
    expect((await select({ WHISPER_MODEL: path.join(dir, 'my-model.bin') })).transcriber.engine).toBe(
      'whisper',
    );
  });

  it('says at start that every video is transcribed as English until the multilingual model is installed', async () => {
    mkdirSync(models, { recursive: true });
    await writeWhisperTestModel(path.join(models, 'ggml-base.en.bin'));
    const englishOnly = await select({ WHISPER_MULTILINGUAL_MODEL: 'small' });
    expect(englishOnly.transcriber.engine).toBe('whisper');
    expect(englishOnly.errors).toEqual([
      `The whisper model ${path.join(models, 'ggml-small.bin')} is not installed (run: npm run models -- install small). Without a multilingual model every video is transcribed as English.`,
    ]);
    // "none" leaves every language to WHISPER_MODEL, by choice: nothing to say.
    expect((await select({ WHISPER_MULTILINGUAL_MODEL: 'none' })).errors).toEqual([]);
    await writeWhisperTestModel(path.join(models, 'ggml-small.bin'), { multilingual: true });
    const both = await select({});
    expect(both.transcriber.engine).toBe('whisper');
    expect(both.errors).toEqual([]);
    // The multilingual model alone transcribes English too.
    const multilingualOnly = await select({ WHISPER_MODEL: path.join(dir, 'absent.bin') });
    expect(multilingualOnly.transcriber.engine).toBe('whisper');
    expect(multilingualOnly.errors).toEqual([
      `The whisper model ${path.join(dir, 'absent.bin')} is not installed (run: npm run models -- install base.en). English is transcribed by the multilingual model meanwhile.`,
    ]);
    rmSync(path.join(models, 'ggml-small.bin'));
  });

  it('passes whisper over, saying why, when whisper-cli is not built', async () => {
    const cli = path.join(dir, 'no-such-whisper-cli');
    const { transcriber, errors } = await select({
      WHISPER_MODEL: path.join(dir, 'my-model.bin'),
      WHISPER_CLI: cli,
    });
    expect(transcriber.engine).toBe('pocketsphinx');
    expect(errors[0]).toContain(`whisper-cli is not built at ${cli}`);
  });

  it.each([
    ['garbage', Buffer.alloc(64 * 1024, 0x5a), 'is not a whisper.cpp ggml model'],
    [
      'a web page',
      Buffer.from('<!DOCTYPE html><html><body>Sign in</body></html>'),
      'is a web page, not a model',
    ],
  ])('refuses %s saved as the model, with a clear message', async (_kind, bytes, said) => {
    const model = path.join(dir, `bad-${_kind.replace(/\W/g, '')}.bin`);
    writeFileSync(model, bytes);
    const { transcriber, errors } = await select({ TRANSCRIBER: 'whisper', WHISPER_MODEL: model });
    expect(transcriber.engine).toBe('pocketsphinx');
    expect(errors).toEqual([expect.stringContaining(said)]);
  });

  it('refuses a truncated model and a vocabulary-only one, which whisper.cpp would load and use to hear nothing', async () => {
    const whole = path.join(dir, 'whole.bin');
    await writeWhisperTestModel(whole);
    const truncated = path.join(dir, 'truncated.bin');
    writeFileSync(truncated, readFileSync(whole).subarray(0, 3_000_000));
    expect((await select({ WHISPER_MODEL: truncated })).errors).toEqual([
      expect.stringMatching(/truncated|damaged/),
    ]);

    const vocabulary = path.join(dir, 'vocabulary-only.bin');
    await writeWhisperTestModel(vocabulary, { weights: false });
    const { transcriber, errors } = await select({ WHISPER_MODEL: vocabulary });
    expect(transcriber.engine).toBe('pocketsphinx');
    expect(errors).toEqual([expect.stringContaining('contains no weights')]);
  });
});
