// What a render waits for besides its encode: from the request to a downloadable render, less the
// time ffmpeg itself ran, on the real built server (this working tree) over HTTP, on the embedded
// database (`all`) and on PostgreSQL (`migrate`, then `serve` + `worker`).
//   npm run render-latency -w @captionist/bench
//   ROUNDS=5 npm run render-latency -w @captionist/bench
// The clip: 8 s of espeak-ng speech over a moving pattern, 1080×1920 30 fps (made once), uploaded
// and transcribed (PocketSphinx, the engine without a model) before the timing; credits are granted
// with the admin CLI. The databases take turns as interleaved-runs.ts runs sides, after one
// unmeasured render each; before each render the server is idle and a random 0–2 s pause puts the
// request at any point of the job queue's 2 s polling. Measured from the request-render call to the
// first poll (every 50 ms) that shows the render done: wall seconds, CPU seconds of the server's
// processes and their children, and ffmpeg's own wall time, which the render job logs
// ("render encoded", ffmpegMs). The overhead is the first less the last; target ≤ 0.5 s.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { downloadUrlSchema, renderProgressSchema } from '@captionist/contracts';
import type { ApiSession } from './api-session';
import { builtCandidate } from './built-server';
import { processTreeCpuSeconds } from './cpu-seconds';
import { formatSpread, measure, printSummary, runInterleaved, type Sample, spread } from './interleaved-runs';
import { type DatabaseKind, type RunningServer, startServer, tail } from './server-process';
import { speechClip } from './speech-clip';
import { readyVideo, waitForRender } from './video-flow';

const ROUNDS = Math.max(5, Number(process.env.ROUNDS ?? 5));
const DATABASES = (process.env.DATABASES ?? 'pglite,postgres').split(',') as DatabaseKind[];
const TARGET_OVERHEAD_SECONDS = 0.5;
const SCRIPT = 'Captions stop the thumb. Every spoken word appears on screen as it is said.';

interface Setup {
  database: DatabaseKind;
  server: RunningServer;
  session: ApiSession;
  videoId: string;
}

const clip = speechClip({
  name: 'talking-8s-1080x1920',
  script: SCRIPT,
  seconds: 8,
  width: 1080,
  height: 1920,
  fps: 30,
});
const build = builtCandidate();
console.log(`${build.label}; clip ${clip}; ${ROUNDS} rounds`);
const setups: Setup[] = [];
try {
  for (const database of DATABASES) {
    const server = await startServer({ root: build.root, database });
    setups.push(await readyToRender(database, server));
  }
  console.log('one unmeasured render per database');
  for (const setup of setups) await requestToDownload(setup);
  const samples = await runInterleaved(
    setups.map((setup) => ({ name: setup.database, run: () => requestToDownload(setup) })),
    ROUNDS,
  );
  console.log('\nrequest → render done (wall, CPU of the server), ffmpeg wall time, and the rest:');
  printSummary(samples);
  for (const [database, runs] of samples) {
    const overhead = spread(runs.map((run) => run.figures?.['overhead s'] ?? Number.NaN));
    const met = overhead.median <= TARGET_OVERHEAD_SECONDS ? 'met' : 'NOT met';
    console.log(
      `${database.padEnd(8)} overhead ${formatSpread(overhead, 3, ' s')}; target ≤ ${TARGET_OVERHEAD_SECONDS} s: ${met}`,
    );
  }
} finally {
  for (const { server } of setups) await server.stop();
}

/** A signed-in user with credits and a transcribed video. */
async function readyToRender(database: DatabaseKind, server: RunningServer): Promise<Setup> {
  const { session, videoId } = await readyVideo(server, build.root, clip, ROUNDS + 5);
  return { database, server, session, videoId };
}

async function requestToDownload({ server, session, videoId }: Setup): Promise<Sample> {
  await server.idle();
  await sleep(Math.random() * 2000);
  let renderId: string | null = null;
  const sample = await measure(
    async () => {
      const requested = renderProgressSchema.parse(
        await session.call('POST', `/api/user/videos/${videoId}/request-render`, {
          request_id: randomUUID(),
        }),
      );
      renderId = requested.render_id;
      await waitForRender(session, videoId, 50);
    },
    () => processTreeCpuSeconds(server.pids),
  );
  downloadUrlSchema.parse(await session.call('GET', `/api/user/videos/${videoId}/download-url`));
  const ffmpegSeconds = (await encodeMs(server, renderId)) / 1000;
  return { ...sample, figures: { 'ffmpeg s': ffmpegSeconds, 'overhead s': sample.wall - ffmpegSeconds } };
}

/** The render job's "render encoded" line for this render; logged before the render is done. */
async function encodeMs(server: RunningServer, renderId: string | null): Promise<number> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const record = server.logs.find((r) => r.msg === 'render encoded' && r.renderId === renderId);
    if (typeof record?.ffmpegMs === 'number') return record.ffmpegMs;
    await sleep(50);
  }
  throw new Error(
    `no "render encoded" log line for render ${renderId} (a server without it?):\n${tail(server.logs)}`,
  );
}
