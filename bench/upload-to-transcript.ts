// Upload → transcript ready, as a user waits for it: this working tree ("candidate") against a
// baseline git ref, through the real built server's HTTP API, on the embedded database (`all`)
// and on PostgreSQL (`migrate`, then `serve` + `worker`).
//   npm run upload-to-transcript -w @captionist/bench
//   BASELINE_REF=e4322c2 ROUNDS=5 DATABASES=pglite,postgres npm run upload-to-transcript -w @captionist/bench
// The clip: 30 s of espeak-ng speech over a moving pattern, 1080×1920 30 fps H.264/AAC (made once).
// The engine: whisper.cpp as a job runs it (voice detection, whisper-cli, PocketSphinx re-timing)
// with a real-dimension base.en test model scripted to say the clip's words — the arithmetic of
// the default model without downloading it — or WHISPER_MODEL=/path/ggml-x.bin; whisper-cli from
// WHISPER_CLI or .cache/whisper-cli. The baseline is checked out and built once (built-server.ts);
// each server signs up a user over HTTP. Per database, after one unmeasured upload per side, the
// sides take turns as interleaved-runs.ts runs them; before each run the server is idle and a
// random 0–2 s pause puts the upload at any point of the job queue's 2 s polling. Measured from the
// upload-url request to the first poll (every 100 ms) that shows the transcript done: wall seconds,
// and CPU seconds of the server's processes and their children (ffmpeg, whisper-cli, PocketSphinx;
// PostgreSQL's own processes are not counted). "CPU to idle" adds the work still running after the
// transcript (a preview made after it) until the server is idle again.
// Prints both sides, candidate ÷ baseline on wall and CPU, and the target: ≤ 0.6× on wall.
import { existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { videoDetailSchema } from '@captionist/contracts';
import { WHISPER_CLI, whisperCliMissing } from '../apps/server/test/support/whisper-cli';
import { writeWhisperTestModel } from '../apps/server/test/support/whisper-test-model';
import { type ApiSession, signedInSession } from './api-session';
import { type BuiltServer, builtBaseline, builtCandidate } from './built-server';
import { processTreeCpuSeconds } from './cpu-seconds';
import {
  formatSpread,
  measure,
  printSummary,
  ratio,
  runInterleaved,
  type Sample,
  type Side,
  type Spread,
} from './interleaved-runs';
import { fiveSecondSegments } from './scripted-segments';
import { type DatabaseKind, type RunningServer, startServer } from './server-process';
import { benchDir, speechClip } from './speech-clip';
import { newProject, uploadVideo, waitForVideo } from './video-flow';

const BASELINE_REF = process.env.BASELINE_REF ?? 'e4322c2';
const ROUNDS = Math.max(5, Number(process.env.ROUNDS ?? 5));
const DATABASES = (process.env.DATABASES ?? 'pglite,postgres').split(',') as DatabaseKind[];
const TARGET_WALL_RATIO = 0.6;
const SECONDS = 30;
const SCRIPT =
  'Most people scroll past a video in the first second. Captions stop the thumb. ' +
  'Every spoken word appears on screen as it is said, so the message lands even with the sound off. ' +
  'Pick a template, choose your colours, and export the finished clip in minutes. ' +
  'Upload a recording from your phone, wait a moment for the words, fix the few the machine misheard, ' +
  'and your video is ready to post before your coffee gets cold.';

if (whisperCliMissing()) process.exit(1);
const clip = speechClip({
  name: 'talking-30s-1080x1920',
  script: SCRIPT,
  seconds: SECONDS,
  width: 1080,
  height: 1920,
  fps: 30,
});
const whisperModel = process.env.WHISPER_MODEL ?? (await scriptedBaseModel());
const serverEnv = { WHISPER_MODEL: whisperModel, WHISPER_CLI };
const builds = [builtBaseline(BASELINE_REF), builtCandidate()] as const;
const [baseline, candidate] = builds;
console.log(`clip ${clip}; whisper model ${whisperModel}; ${ROUNDS} rounds per database`);

const results = new Map<DatabaseKind, { wall: Spread; cpu: Spread }>();
for (const database of DATABASES) {
  const servers: { build: BuiltServer; server: RunningServer; session: ApiSession; projectId: string }[] = [];
  try {
    for (const build of builds) {
      const server = await startServer({ root: build.root, database, env: serverEnv });
      const { session } = await signedInSession(server);
      servers.push({ build, server, session, projectId: await newProject(session, 'Bench') });
    }
    console.log(`\n${database}: one unmeasured upload per side`);
    for (const side of servers) await uploadToTranscript(side);
    const sides: Side[] = servers.map((side) => ({
      name: side.build.label,
      run: () => uploadToTranscript(side),
    }));
    const samples = await runInterleaved(sides, ROUNDS);
    console.log(`\n${database}, upload → transcript ready:`);
    printSummary(samples, { ratios: [[candidate.label, baseline.label]] });
    results.set(database, {
      wall: ratio(samples, candidate.label, baseline.label, 'wall'),
      cpu: ratio(samples, candidate.label, baseline.label, 'cpu'),
    });
  } finally {
    for (const { server } of servers) await server.stop();
  }
}

console.log(`\ncandidate ÷ ${baseline.label}, median (min–max) of the rounds:`);
for (const [database, { wall, cpu }] of results) {
  const met = wall.median <= TARGET_WALL_RATIO ? 'met' : 'NOT met';
  console.log(
    `  ${database.padEnd(8)} wall ${formatSpread(wall)}, CPU ${formatSpread(cpu)}; target ≤ ${TARGET_WALL_RATIO} on wall: ${met}`,
  );
}

async function uploadToTranscript({
  server,
  session,
  projectId,
}: {
  server: RunningServer;
  session: ApiSession;
  projectId: string;
}): Promise<Sample> {
  await server.idle();
  await sleep(Math.random() * 2000);
  const cpu = () => processTreeCpuSeconds(server.pids);
  const cpuBefore = cpu();
  let videoId = '';
  const sample = await measure(async () => {
    videoId = await uploadVideo(session, projectId, clip);
    await waitForVideo(session, videoId, (video) => video.transcription_status === 'done', 100);
  }, cpu);
  // Whatever the pipeline still does for this upload (the preview) is part of its cost.
  await waitForVideo(session, videoId, (video) => video.proxy_url !== null, 100);
  await server.idle();
  const detail = videoDetailSchema.parse(await session.call('GET', `/api/user/videos/${videoId}`));
  return {
    ...sample,
    figures: { 'CPU to idle s': cpu() - cpuBefore, words: detail.transcript?.words.length ?? 0 },
  };
}

/** The base.en test model scripted with the clip's words, written once. */
async function scriptedBaseModel(): Promise<string> {
  const file = path.join(benchDir, 'ggml-base.en-talking-30s-fixture.bin');
  if (existsSync(file)) return file;
  const partial = `${file}.partial`;
  await writeWhisperTestModel(partial, {
    size: 'base',
    quantization: 'f16',
    segments: fiveSecondSegments(SCRIPT.split(' '), SECONDS),
  });
  await rename(partial, file);
  return file;
}
