// Every language on a default install (issue 35, item 1): with the English model and the
// multilingual one installed, a video left on "auto" is transcribed by the multilingual model in
// the language it hears, a video in English by the English model, and the editor's transcript
// says which language was heard. Real whisper-cli on generated models (each says its own words).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { startTestServer, type TestServer } from './support/test-runtime';
import { followRun, videoDetail } from './support/transcription-runs';
import { newProject, uploadVideo } from './support/video-uploads';
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
    server = await startTestServer({
      env: {
        TRANSCRIBER: 'whisper',
        WHISPER_CLI,
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

  it('transcribes a video in English with the English model', async () => {
    const english = spoken('en-us', 'Hello everyone and welcome to the channel');
    expect(await transcribed(english, 'en')).toEqual({ language: 'en', text: 'Hello everyone.' });
  });
});
