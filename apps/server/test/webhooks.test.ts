// Signed webhooks (issue 36, docs/webhooks.md) against a receiver on 127.0.0.1: the signature
// verifies with the standardwebhooks library, a 500 is retried with the same webhook-id, "send
// again" resends it, real events (an upload, its transcript, its speakers) are announced from the
// transaction that makes them; endpoints are the owner's alone, at most 20; private destinations are refused
// at registration and again at connect time after DNS; a sender killed mid-send leaves the
// delivery to another, which sends the same message id.
import { execFileSync } from 'node:child_process';
import dns from 'node:dns';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type VideoSpeakers,
  WEBHOOK_ENDPOINTS_MAX,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@captionist/contracts';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import {
  failSpeakerTrack,
  finishSpeakerTrack,
  startSpeakerTrack,
} from '../src/modules/speakers/speaker-track-queries';
import { findVideoForJob, insertVideosOfRecording } from '../src/modules/videos/video-queries';
import type { ResolveAll } from '../src/modules/webhooks/webhook-address';
import { announce } from '../src/modules/webhooks/webhook-outbox';
import { insertEndpointWithin } from '../src/modules/webhooks/webhook-queries';
import { newSigningSecret, sealSigningSecret } from '../src/modules/webhooks/webhook-secrets';
import { startWebhookSender } from '../src/modules/webhooks/webhook-sender';
import { WebhookService } from '../src/modules/webhooks/webhook-service';
import { AppError } from '../src/platform/http/app-error';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { twoVoicesFound } from './support/speaker-tracks';
import { testDatabaseKind } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-runtime';
import { newProject, uploadVideo } from './support/video-uploads';
import { until } from './support/wait-until';
import { WebhookReceiver } from './support/webhook-receiver';
import { workerProcesses } from './support/worker-processes';

const startWorkerProcess = workerProcesses();

/** The receiver is on 127.0.0.1 and speaks http: these servers' operators allow both. */
const TRUSTING_OPERATOR = {
  WEBHOOK_ALLOW_HTTP: 'true',
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
  WEBHOOK_RETRY_SECONDS: '0.2',
};

async function createEndpoint(browser: BrowserAgent, url: string, events: string[] = ['render.done']) {
  const response = await browser.post('/api/user/webhooks', { url, events });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { endpoint: WebhookEndpoint; secret: string };
}

const deliveriesOf = async (browser: BrowserAgent, wid: string): Promise<WebhookDelivery[]> =>
  (await browser.get(`/api/user/webhooks/${wid}/deliveries`)).json().data;

const deliveryOnceSettled = (browser: BrowserAgent, wid: string, id: string) =>
  until(
    `delivery ${id} to settle`,
    async () => (await deliveriesOf(browser, wid)).find((delivery) => delivery.id === id),
    (delivery) => delivery !== undefined && delivery.status !== 'pending',
  );

const sendTest = async (browser: BrowserAgent, wid: string): Promise<WebhookDelivery> => {
  const response = await browser.post(`/api/user/webhooks/${wid}/test`);
  expect(response.statusCode, response.body).toBe(202);
  return response.json().data;
};

describe('webhooks to a receiver the operator trusts', () => {
  const receiver = new WebhookReceiver();
  let base: string;
  let server: TestServer;
  let owner: { browser: BrowserAgent; id: string };

  beforeAll(async () => {
    base = await receiver.start();
    server = await startTestServer({ env: TRUSTING_OPERATOR });
    await registerWorkers(server.runtime);
    owner = await signedInUser(server);
  });
  afterAll(async () => {
    await server?.close();
    await receiver.close();
  });

  it('signs a test event so that the standardwebhooks library verifies it, and lists the delivery', async () => {
    const { endpoint, secret } = await createEndpoint(owner.browser, `${base}/signed`);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint).toMatchObject({ url: `${base}/signed`, events: ['render.done'], enabled: true });
    const listed = (await owner.browser.get('/api/user/webhooks')).json().data;
    expect(listed).toEqual([endpoint]);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(6));
    expect((await owner.browser.get(`/api/user/webhooks/${endpoint.id}/secret`)).json().data).toEqual({
      secret,
    });

    const queued = await sendTest(owner.browser, endpoint.id);
    expect(queued).toMatchObject({ event: 'webhook.test', status: 'pending' });
    const [request] = await receiver.waitFor('/signed', 1);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.id).toBe(queued.id);
    expect(request?.id).toMatch(/^msg_/);
    const verified = new Webhook(secret).verify(
      request?.body ?? '',
      request?.headers as Record<string, string>,
    );
    expect(verified).toMatchObject({ type: 'webhook.test', data: { endpoint_id: endpoint.id } });
    // Another secret does not verify it.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`).verify(
        request?.body ?? '',
        request?.headers as Record<string, string>,
      ),
    ).toThrow();

    expect(await deliveryOnceSettled(owner.browser, endpoint.id, queued.id)).toMatchObject({
      status: 'delivered',
      attempts: 1,
      last_status_code: 200,
      last_error: null,
      next_attempt_at: null,
    });
  });

  it('retries a 500 with the same webhook-id until it gets a 2xx, and sends again on request', async () => {
    const { endpoint, secret } = await createEndpoint(owner.browser, `${base}/flaky`);
    receiver.answers.push(500);
    const queued = await sendTest(owner.browser, endpoint.id);
    const [first, second] = await receiver.waitFor('/flaky', 2);
    expect(first?.id).toBe(queued.id);
    expect(second?.id).toBe(queued.id);
    expect(second?.body).toBe(first?.body);
    new Webhook(secret).verify(second?.body ?? '', second?.headers as Record<string, string>);
    expect(await deliveryOnceSettled(owner.browser, endpoint.id, queued.id)).toMatchObject({
      status: 'delivered',
      attempts: 2,
      last_status_code: 200,
    });

    const again = await owner.browser.post(
      `/api/user/webhooks/${endpoint.id}/deliveries/${queued.id}/send-again`,
    );
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().data).toMatchObject({ id: queued.id, status: 'pending', attempts: 0 });
    const all = await receiver.waitFor('/flaky', 3);
    expect(new Set(all.map((request) => request.id))).toEqual(new Set([queued.id]));
    expect(await deliveryOnceSettled(owner.browser, endpoint.id, queued.id)).toMatchObject({
      status: 'delivered',
      attempts: 1,
    });
  });

  it('records a failing answer, with a short excerpt of it, while retrying', async () => {
    const { endpoint } = await createEndpoint(owner.browser, `${base}/failing`);
    receiver.answers.push(503, 503, 503);
    const queued = await sendTest(owner.browser, endpoint.id);
    await receiver.waitFor('/failing', 2);
    const [delivery] = await deliveriesOf(owner.browser, endpoint.id);
    expect(delivery?.id).toBe(queued.id);
    expect(delivery?.last_status_code).toBe(503);
    expect(delivery?.last_error).toBe('HTTP 503: receiver says no');
    await deliveryOnceSettled(owner.browser, endpoint.id, queued.id);
  });

  it('announces real events from the transaction that makes them: an upload is ready, then its transcript, then its speakers', async () => {
    const { endpoint, secret } = await createEndpoint(owner.browser, `${base}/events`, [
      'video.ready',
      'transcript.done',
      'speakers.found',
    ]);
    await createEndpoint(owner.browser, `${base}/renders-only`, ['render.done']);
    const project = await newProject(owner.browser);
    const video = await uploadVideo(server, owner.browser, project, clip, 'Hello.mp4');
    const requests = await receiver.waitFor('/events', 2, 60_000);
    const payloads = requests.map(
      (request) =>
        new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as never,
    );
    expect(payloads).toEqual([
      {
        type: 'video.ready',
        timestamp: expect.any(String),
        data: {
          video_id: video.id,
          project_id: project,
          video_name: 'Hello.mp4',
          duration_ms: expect.any(Number),
        },
      },
      {
        type: 'transcript.done',
        timestamp: expect.any(String),
        data: {
          video_id: video.id,
          project_id: project,
          video_name: 'Hello.mp4',
          language: expect.any(String),
          word_count: expect.any(Number),
        },
      },
    ]);

    // The recording's speaker analysis, its end stored as speaker-job.ts stores it (the analysis
    // itself is speakers.test.ts's): a failed one is not announced; a done one is, for each video
    // of the recording, with the speakers GET /speakers lists for that video.
    const { db } = server.runtime.database;
    const [clipOfIt] = await insertVideosOfRecording(db, [
      {
        userId: owner.id,
        projectId: project,
        recordingId: (await findVideoForJob(db, video.id))?.recordingId ?? '',
        name: 'Hello, the start',
        ranges: [{ startMs: 0, endMs: 400 }],
      },
    ]);
    expect(await startSpeakerTrack(db, video.id)).toBe(true);
    await failSpeakerTrack(db, video.id, 'The speakers could not be told apart. Try again.');
    expect(await startSpeakerTrack(db, video.id)).toBe(true);
    await finishSpeakerTrack(db, video.id, twoVoicesFound);
    const speakersOf = async (vid: string) =>
      (
        (await owner.browser.get(`/api/user/videos/${vid}/speakers`)).json().data as VideoSpeakers
      ).speakers.map(({ id, name, on_screen, speaking_ms }) => ({ id, name, on_screen, speaking_ms }));
    const whole = await speakersOf(video.id);
    const start = await speakersOf(clipOfIt?.id ?? '');
    expect(whole.map((speaker) => speaker.id)).toEqual(['s1', 's2']);
    expect(start.map((speaker) => speaker.id)).toEqual(['s1']);
    const found = (await receiver.waitFor('/events', 4))
      .slice(2)
      .map(
        (request) =>
          new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as never,
      );
    expect(found).toHaveLength(2);
    expect(found).toEqual(
      expect.arrayContaining([
        {
          type: 'speakers.found',
          timestamp: expect.any(String),
          data: { video_id: video.id, project_id: project, video_name: 'Hello.mp4', speakers: whole },
        },
        {
          type: 'speakers.found',
          timestamp: expect.any(String),
          data: {
            video_id: clipOfIt?.id,
            project_id: project,
            video_name: 'Hello, the start',
            speakers: start,
          },
        },
      ]),
    );

    expect(receiver.at('/renders-only')).toEqual([]);
    const listed = await deliveriesOf(owner.browser, endpoint.id);
    expect(listed.map((delivery) => delivery.event)).toEqual([
      'speakers.found',
      'speakers.found',
      'transcript.done',
      'video.ready',
    ]);
  });

  it('writes no deliveries for a disabled endpoint, and again once it is enabled', async () => {
    const other = await signedInUser(server);
    const { endpoint } = await createEndpoint(other.browser, `${base}/toggled`, ['translation.done']);
    const db = server.runtime.database.db;
    const data = { video_id: 'v', project_id: 'p', video_name: 'n', language: 'es' };
    const disabled = await other.browser.request({
      method: 'PATCH',
      url: `/api/user/webhooks/${endpoint.id}`,
      payload: { enabled: false },
    });
    expect(disabled.json().data).toMatchObject({ enabled: false });
    expect(await announce(db, other.id, 'translation.done', data)).toBe(0);
    await other.browser.request({
      method: 'PATCH',
      url: `/api/user/webhooks/${endpoint.id}`,
      payload: { enabled: true },
    });
    expect(await announce(db, other.id, 'translation.done', data)).toBe(1);
    expect((await receiver.waitFor('/toggled', 1))[0]?.type).toBe('translation.done');
  });

  it("answers 404 for another user's endpoints and deliveries", async () => {
    const { endpoint } = await createEndpoint(owner.browser, `${base}/mine`);
    const delivery = await sendTest(owner.browser, endpoint.id);
    const stranger = (await signedInUser(server)).browser;
    expect((await stranger.get('/api/user/webhooks')).json().data).toEqual([]);
    const wid = endpoint.id;
    const attempts = [
      stranger.get(`/api/user/webhooks/${wid}/deliveries`),
      stranger.get(`/api/user/webhooks/${wid}/secret`),
      stranger.request({ method: 'PATCH', url: `/api/user/webhooks/${wid}`, payload: { enabled: false } }),
      stranger.post(`/api/user/webhooks/${wid}/test`),
      stranger.post(`/api/user/webhooks/${wid}/deliveries/${delivery.id}/send-again`),
      stranger.delete(`/api/user/webhooks/${wid}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({
        status: 'error',
        message: expect.stringMatching(/does not exist/),
      });
    }
    // The stranger's own endpoint does not open the owner's delivery either.
    const theirs = await createEndpoint(stranger, `${base}/theirs`);
    const crossed = await stranger.post(
      `/api/user/webhooks/${theirs.endpoint.id}/deliveries/${delivery.id}/send-again`,
    );
    expect(crossed.statusCode).toBe(404);
    expect((await owner.browser.get(`/api/user/webhooks/${wid}/deliveries`)).statusCode).toBe(200);
  });

  it(`refuses endpoint number ${WEBHOOK_ENDPOINTS_MAX + 1}, and takes one again after a delete`, async () => {
    const { browser } = await signedInUser(server);
    const made: WebhookEndpoint[] = [];
    for (let i = 0; i < WEBHOOK_ENDPOINTS_MAX; i++)
      made.push((await createEndpoint(browser, `${base}/many/${i}`)).endpoint);
    const refused = await browser.post('/api/user/webhooks', {
      url: `${base}/many/extra`,
      events: ['render.done'],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/20 webhook endpoints, the most allowed/);
    expect((await browser.delete(`/api/user/webhooks/${made[0]?.id}`)).statusCode).toBe(200);
    await createEndpoint(browser, `${base}/many/extra`);
  });

  it('lets an API key subscribe (write) and list (read), as an integration does', async () => {
    const keyWith = async (scopes: string[]) =>
      (await owner.browser.post('/api/user/api-keys', { name: scopes.join('+'), scopes })).json().data
        .secret as string;
    const call = (key: string, method: 'GET' | 'POST', payload?: object) =>
      server.app.inject({
        method,
        url: '/api/user/webhooks',
        headers: { authorization: `Bearer ${key}` },
        ...(payload ? { payload } : {}),
      });
    const reader = await keyWith(['read']);
    const writer = await keyWith(['read', 'write']);
    const body = { url: `${base}/zap`, events: ['render.done'] };
    expect((await call(reader, 'POST', body)).statusCode).toBe(403);
    const made = await call(writer, 'POST', body);
    expect(made.statusCode, made.body).toBe(201);
    const listed = await call(reader, 'GET');
    expect(listed.json().data.map((endpoint: WebhookEndpoint) => endpoint.id)).toContain(
      made.json().data.endpoint.id,
    );
  });

  it('answers bad input with field errors', async () => {
    const cases = [
      [{ url: 'not a url', events: ['render.done'] }, 'url'],
      [{ url: 'ftp://example.com/x', events: ['render.done'] }, 'url'],
      [{ url: 'https://user:pw@example.com/x', events: ['render.done'] }, 'url'],
      [{ url: `${base}/x`, events: [] }, 'events'],
      [{ url: `${base}/x`, events: ['video.exploded'] }, 'events.0'],
    ] as const;
    for (const [body, field] of cases) {
      const response = await owner.browser.post('/api/user/webhooks', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const { endpoint } = await createEndpoint(owner.browser, `${base}/patched`);
    const empty = await owner.browser.request({
      method: 'PATCH',
      url: `/api/user/webhooks/${endpoint.id}`,
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
    const changed = await owner.browser.request({
      method: 'PATCH',
      url: `/api/user/webhooks/${endpoint.id}`,
      payload: { url: `${base}/patched-2`, events: ['render.failed', 'render.done'], description: 'Zap' },
    });
    expect(changed.json().data).toMatchObject({
      url: `${base}/patched-2`,
      events: ['render.done', 'render.failed'],
      description: 'Zap',
    });
  });
});

describe('webhooks where the operator does not allow private addresses', () => {
  const receiver = new WebhookReceiver();
  let server: TestServer;
  let owner: { browser: BrowserAgent; id: string };
  // A name whose owner points it at the inside of our network after it was registered.
  const resolve: ResolveAll = (host, options, callback) =>
    host === 'rebind.test'
      ? callback(null, [{ address: '127.0.0.1', family: 4 }])
      : dns.lookup(host, options, callback);

  beforeAll(async () => {
    await receiver.start();
    server = await startTestServer({ env: { WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_RETRY_SECONDS: '60' } });
    const sender = await startWebhookSender(server.runtime, { resolve });
    server.runtime.onClose(() => sender.stop());
    owner = await signedInUser(server);
  });
  afterAll(async () => {
    await server?.close();
    await receiver.close();
  });

  it('refuses loopback, private, link-local and names that resolve to them when an endpoint is saved', async () => {
    const port = receiver.port;
    for (const url of [
      `http://127.0.0.1:${port}/hook`,
      'https://10.1.2.3/hook',
      'http://169.254.169.254/latest/meta-data',
      `http://[::1]:${port}/hook`,
      'https://[fd00::1]/hook',
      `http://localhost:${port}/hook`,
    ]) {
      const response = await owner.browser.post('/api/user/webhooks', { url, events: ['render.done'] });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors.url[0], url).toMatch(/is not a public internet address/);
    }
    expect((await owner.browser.get('/api/user/webhooks')).json().data).toEqual([]);
  });

  it('refuses them again when sending, after resolving the name: no request reaches the receiver', async () => {
    const port = receiver.port;
    const { config, database } = server.runtime;
    // Saved while the name pointed elsewhere (here: nowhere yet), and by an earlier, trusting setup.
    const renamed = await createEndpoint(owner.browser, `http://rebind.test:${port}/rebound`);
    const saved = [renamed.endpoint.id];
    for (const url of [
      `http://127.0.0.1:${port}/literal`,
      `http://localhost:${port}/name`,
      `http://[::1]:${port}/v6`,
    ]) {
      const row = await insertEndpointWithin(database.db, WEBHOOK_ENDPOINTS_MAX, {
        userId: owner.id,
        url,
        description: '',
        events: ['render.done'],
        secret: sealSigningSecret(config.APP_KEY, newSigningSecret()),
      });
      saved.push(row?.id ?? '');
    }
    const queued = await Promise.all(saved.map((wid) => sendTest(owner.browser, wid)));
    for (const [index, wid] of saved.entries()) {
      const delivery = await until(
        'the refused try to be recorded',
        async () => (await deliveriesOf(owner.browser, wid))[0],
        (found) => (found?.attempts ?? 0) >= 1 && found?.last_error !== null,
      );
      expect(delivery).toMatchObject({ id: queued[index]?.id, status: 'pending', last_status_code: null });
      expect(delivery?.last_error).toMatch(/is not a public internet address/);
    }
    expect(receiver.received).toEqual([]);
  });

  it('refuses http:// unless the operator allows it', async () => {
    const strict = new WebhookService({
      ...server.runtime,
      config: { ...server.runtime.config, WEBHOOK_ALLOW_HTTP: false },
    });
    const refused = await strict
      .create(owner.id, { url: 'http://example.com/hook', description: '', events: ['render.done'] })
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 422,
      errors: { url: [expect.stringMatching(/must start with https/)] },
    });
  });
});

// Two processes on one database need a database server: PGlite is one process's by design.
describe.skipIf(testDatabaseKind() === 'pglite')(
  'a sender killed with SIGKILL in the middle of a send',
  () => {
    const receiver = new WebhookReceiver();
    let server: TestServer;
    beforeAll(async () => {
      await receiver.start();
      server = await startTestServer({ env: TRUSTING_OPERATOR });
    });
    afterAll(async () => {
      await server?.close();
      await receiver.close();
    });

    it('leaves the delivery to the next sender once its hold lapses, which sends the same webhook-id', async () => {
      const env = { ...TRUSTING_OPERATOR, WEBHOOK_HOLD_SECONDS: '1' };
      const first = await startWorkerProcess(server, env);
      const { browser } = await signedInUser(server);
      const { endpoint, secret } = await createEndpoint(browser, `http://127.0.0.1:${receiver.port}/killed`);
      receiver.answers.push('hold');
      const queued = await sendTest(browser, endpoint.id);
      await receiver.waitFor('/killed', 1);
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));

      await startWorkerProcess(server, env);
      const received = await receiver.waitFor('/killed', 2);
      expect(received.map((request) => request.id)).toEqual([queued.id, queued.id]);
      new Webhook(secret).verify(received[1]?.body ?? '', received[1]?.headers as Record<string, string>);
      expect(await deliveryOnceSettled(browser, endpoint.id, queued.id)).toMatchObject({
        status: 'delivered',
        attempts: 2,
      });
      expect(new Set(receiver.received.map((request) => request.id))).toEqual(new Set([queued.id]));
    });
  },
);

/** One second of picture and tone: the cheapest upload that is processed and transcribed. */
let clip: Buffer;
beforeAll(() => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-webhooks-'));
  const file = path.join(dir, 'clip.mp4');
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=10'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=16000', '-t', '1'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  clip = readFileSync(file);
  rmSync(dir, { recursive: true, force: true });
});
