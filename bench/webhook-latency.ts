// How long after a render is done its render.done webhook reaches the receiver, on the real built
// server (this working tree) over HTTP, on the embedded database (`all`) and on PostgreSQL
// (`migrate`, then `serve` + `worker`: the sender runs in the worker, woken by the outbox's
// NOTIFY from the transaction that finishes the render).
//   npm run webhook-latency -w @captionist/bench
//   ROUNDS=10 npm run webhook-latency -w @captionist/bench
// The clip: 3 s of espeak-ng speech, 360×640 (made once), uploaded and transcribed before the
// timing; credits are granted with the admin CLI. A receiver on 127.0.0.1 (the operator allows
// http and private addresses for it) notes when each render.done arrives and verifies its
// signature. Per round each database renders once, in turns; the figure is the arrival time less
// the render's finished_at (the API's, set in the transaction that ends the render; one machine,
// one clock). Target ≤ 1 s.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createdWebhookEndpointSchema, renderProgressSchema } from '@captionist/contracts';
import { Webhook } from 'standardwebhooks';
import type { ApiSession } from './api-session';
import { builtCandidate } from './built-server';
import { formatSpread, spread } from './interleaved-runs';
import { type DatabaseKind, type RunningServer, startServer } from './server-process';
import { speechClip } from './speech-clip';
import { readyVideo, waitForRender } from './video-flow';

const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 5));
const DATABASES = (process.env.DATABASES ?? 'pglite,postgres').split(',') as DatabaseKind[];
const TARGET_SECONDS = 1;

interface Arrival {
  at: number;
  renderId: string;
}

/** Every render.done that arrives, by path (one per database), verified against its endpoint's secret. */
class Receiver {
  readonly arrivals = new Map<string, Arrival[]>();
  readonly secrets = new Map<string, string>();
  readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = Date.now();
      const key = request.url ?? '';
      const body = Buffer.concat(chunks).toString('utf8');
      const payload = new Webhook(this.secrets.get(key) ?? '').verify(
        body,
        request.headers as Record<string, string>,
      ) as { data: { render_id: string } };
      this.arrivals.set(key, [...(this.arrivals.get(key) ?? []), { at, renderId: payload.data.render_id }]);
      response.writeHead(204).end();
    });
  });

  async start(): Promise<string> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
}

interface Setup {
  database: DatabaseKind;
  server: RunningServer;
  session: ApiSession;
  videoId: string;
  hookPath: string;
}

const clip = speechClip({
  name: 'talking-3s-360x640',
  script: 'Every render tells your app the moment it is done.',
  seconds: 3,
  width: 360,
  height: 640,
  fps: 30,
});
const build = builtCandidate();
console.log(`${build.label}; clip ${clip}; ${ROUNDS} rounds`);
const receiver = new Receiver();
const receiverUrl = await receiver.start();
const setups: Setup[] = [];
const delays = new Map<DatabaseKind, number[]>();
try {
  for (const database of DATABASES) {
    const server = await startServer({
      root: build.root,
      database,
      env: { WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
    });
    setups.push(await readyToRender(database, server));
  }
  console.log('one unmeasured render per database');
  for (const setup of setups) await renderAndHear(setup);
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate the order, as interleaved-runs.ts does.
    for (const setup of round % 2 === 0 ? setups : [...setups].reverse()) {
      const seconds = await renderAndHear(setup);
      delays.set(setup.database, [...(delays.get(setup.database) ?? []), seconds]);
      console.log(`round ${round + 1} ${setup.database.padEnd(8)} ${seconds.toFixed(3)} s`);
    }
  }
  console.log('\nrender done (finished_at) → render.done received:');
  for (const [database, values] of delays) {
    const figures = spread(values);
    const met = figures.max <= TARGET_SECONDS ? 'met' : 'NOT met';
    console.log(
      `${database.padEnd(8)} median ${figures.median.toFixed(3)} s, max ${figures.max.toFixed(3)} s (${formatSpread(figures, 3, ' s')}); target ≤ ${TARGET_SECONDS} s: ${met}`,
    );
  }
} finally {
  for (const { server } of setups) await server.stop();
  receiver.server.closeAllConnections();
  receiver.server.close();
}

/** A signed-in user with credits, a transcribed video and an endpoint for render.done. */
async function readyToRender(database: DatabaseKind, server: RunningServer): Promise<Setup> {
  const { session, videoId } = await readyVideo(server, build.root, clip, ROUNDS + 5);
  const hookPath = `/${database}`;
  const { secret } = createdWebhookEndpointSchema.parse(
    await session.call('POST', '/api/user/webhooks', {
      url: `${receiverUrl}${hookPath}`,
      events: ['render.done'],
    }),
  );
  receiver.secrets.set(hookPath, secret);
  return { database, server, session, videoId, hookPath };
}

/** Seconds from the render's finished_at to its render.done's arrival. */
async function renderAndHear({ server, session, videoId, hookPath }: Setup): Promise<number> {
  await server.idle();
  const requested = renderProgressSchema.parse(
    await session.call('POST', `/api/user/videos/${videoId}/request-render`, { request_id: randomUUID() }),
  );
  const done = await waitForRender(session, videoId, 100);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const arrival = receiver.arrivals.get(hookPath)?.find((entry) => entry.renderId === requested.render_id);
    if (arrival && done.finished_at) return (arrival.at - Date.parse(done.finished_at)) / 1000;
    if (Date.now() > deadline)
      throw new Error(`no render.done for render ${requested.render_id} within 60 s`);
    await sleep(20);
  }
}
