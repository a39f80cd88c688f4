// Bad requests of every kind are answered with the error envelope and the right status code,
// never a stack trace or an HTML page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from './support/test-runtime';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    beforeReady: (app) => {
      app.post(
        '/api/test-echo',
        { schema: { body: z.object({ name: z.string().min(1), count: z.number().int() }) } },
        async (request) => ({ status: 'success', data: request.body }),
      );
      app.get('/api/test-crash', async () => {
        throw new Error('secret internal detail');
      });
    },
  });
});

afterAll(async () => {
  await server?.close();
});

describe('error envelope', () => {
  it('accepts a valid JSON body', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: { name: 'a', count: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: { name: 'a', count: 1 } });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "a",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', message: 'The request body is not valid JSON.' });
  });

  it('answers a 20 MB JSON body with 413', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(20 * 1024 * 1024), count: 1 });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: huge,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 'error', message: 'The request body is too large.' });
  });

  it('answers an unsupported Content-Type with 415', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>a</name>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 'error' });
  });

  it('answers wrong field types with 422 and per-field errors', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: { name: '', count: 'three' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.status).toBe('error');
    expect(Object.keys(body.errors).sort()).toEqual(['count', 'name']);
  });

  it('answers an unknown API route with 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', message: 'Not found.' });
  });

  it('hides internal errors behind a generic 500 message', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/test-crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('at ');
    expect(response.json().status).toBe('error');
  });
});

describe('health', () => {
  it('answers /healthz and /readyz with the database kind', async () => {
    expect((await server.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await server.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.database).toBe(server.database.kind);
  });

  it('reports not ready when the database is gone', async () => {
    const extra = await startTestServer();
    await extra.runtime.database.close();
    const ready = await extra.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'error', message: 'The database is not reachable.' });
    await extra.app.close();
    await extra.runtime.queue.stop({ timeoutSeconds: 1 }).catch(() => {});
    await extra.database.drop();
  });
});

describe('OpenAPI', () => {
  it('serves the API description generated from the route schemas at /api/docs', async () => {
    const response = await server.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/signup',
        '/api/user/projects',
        '/api/user/videos/upload-url/{pid}',
        '/api/user/redeem-code',
      ]),
    );
  });
});
