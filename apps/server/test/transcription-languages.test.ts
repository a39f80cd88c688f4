// Every language on a default install (issue 35, item 1): with the English model and the
// multilingual one installed, a video left on "auto" is transcribed by the multilingual model in
// the language it hears, a video in English by the English model, and the editor's transcript
// says which language was heard; without a language model, captions are translated into English
// by the multilingual model's own task. Real whisper-cli on generated models (each says its own
// words).
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { startTestServer, type TestServer } from './support/test-runtime';
import { followRun, videoDetail } from './support/transcription-runs';
import { newProject, uploadVideo } from './support/video-uploads';
import { until } from './support/wait-until';
import { WHISPER_CLI, whisperCliMissing } from './support/whisper-cli';
import { writeWhisperTestModel } from './support/whisper-test-model';

const missing = whisperCliMissing();
const dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-languages-'));

/** A small video of `text` read by espeak-ng's voice `voice`. */
function spoken(voice: string, text: string): Buffer {
  const wav = path.join(dir, `${voice}.wav`);
  const mp4 = path.join(dir, `${voice}.mp4`);
  execFileSync('espeak-ng', ['-v', voice, '-s', '150', '-w', wav, text]);
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10', '-i', wav, '-shortest'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', mp4],
  ]);
  return readFileSync(mp4);
}

describe.skipIf(missing)('with an English and a multilingual whisper model', () => {
  const cli = path.join(dir, 'whisper-cli');
  const calls = path.join(dir, 'whisper-cli-calls.txt');
  let server: TestServer;
  let owner: BrowserAgent;
  const says = (tokens: string[]) => [{ startMs: 0, endMs: 1980, tokens }];

  beforeAll(async () => {
    const english = path.join(dir, 'ggml-english.bin');
    const multilingual = path.join(dir, 'ggml-multilingual.bin');
    await writeWhisperTestModel(english, { segments: says([' Hello', ' everyone', '.']) });
    await writeWhisperTestModel(multilingual, {
      multilingual: true,
      detectedLanguage: 'es',
      segments: says([' Hola', ' a', ' todos', '.']),
    });
    // whisper-cli itself, behind a script that writes down how it was called.
    writeFileSync(cli, `#!/bin/sh\necho "$@" >> ${calls}\nexec ${WHISPER_CLI} "$@"\n`);
    chmodSync(cli, 0o755);
    server = await startTestServer({
      env: {
        TRANSCRIBER: 'whisper',
        WHISPER_CLI: cli,
        WHISPER_MODEL: english,
        WHISPER_MULTILINGUAL_MODEL: multilingual,
        WHISPER_RETIME: 'false',
      },
    });
    await registerWorkers(server.runtime);
    owner = (await signedInUser(server)).browser;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const transcribed = async (bytes: Buffer, language: string) => {
    const video = await uploadVideo(server, owner, await newProject(owner), bytes, 'talk.mp4', { language });
    expect((await followRun(owner, video.id)).at(-1)).toMatchObject({ status: 'done', engine: 'whisper' });
    const { transcript } = await videoDetail(owner, video.id);
    return {
      language: transcript.language,
      text: transcript.words.map((w: { text: string }) => w.text).join(' '),
    };
  };

  it('transcribes a video left on auto with the multilingual model, in the language it hears', async () => {
    const spanish = spoken('es', 'Hola a todos y bienvenidos al canal');
    expect(await transcribed(spanish, 'auto')).toEqual({ language: 'es', text: 'Hola a todos.' });
  });

  it('translates into English without a language model, by the multilingual model’s translate task', async () => {
    const spanish = spoken('es', 'Hola a todos y bienvenidos al canal');
    const video = await uploadVideo(server, owner, await newProject(owner), spanish, 'hola.mp4');
    await followRun(owner, video.id);
    writeFileSync(calls, '');
    const started = await owner.post(`/api/user/videos/${video.id}/translations`, { language: 'en' });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().data).toMatchObject({ engine: 'whisper', status: 'running' });
    const english = await until(
      'the offline translation',
      async () => (await owner.get(`/api/user/videos/${video.id}/translations`)).json().data[0],
      (translation) => translation?.status !== 'running',
    );
    expect(english).toMatchObject({ language: 'en', status: 'done', engine: 'whisper', error: null });
    // The generated model says its own words whatever the task; the task is whisper's own.
    expect(english.words.map((w: { text: string }) => w.text).join(' ')).toBe('Hola a todos.');
    const [call] = readFileSync(calls, 'utf8')
      .split('\n')
      .filter((line) => line.includes(' -tr'));
    expect(call).toContain('ggml-multilingual.bin');
    expect(call).toContain('-l es');
    // A language model is needed for every other language.
    const refused = await owner.post(`/api/user/videos/${video.id}/translations`, { language: 'fr' });
    expect(refused.statusCode).toBe(409);
  });

  it('transcribes a video in English with the English model', async () => {
    const english = spoken('en-us', 'Hello everyone and welcome to the channel');
    expect(await transcribed(english, 'en')).toEqual({ language: 'en', text: 'Hello everyone.' });
  });
});
