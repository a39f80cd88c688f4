// Hostile input answers 4xx in the envelope, never 500: NUL characters (which PostgreSQL refuses
// in text) in any field, broken multipart bodies, and requests Fastify or Node refuse themselves.

import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_DEPTH_MAX, JSON_DEPTH_MESSAGE } from '../src/platform/http/json-body';
import { signedInUser } from './support/accounts';
import { BrowserAgent } from './support/browser-agent';
import { multipartBody } from './support/multipart-body';
import { startTestServer, type TestServer } from './support/test-runtime';

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await server?.close();
});

const NUL = 'This text contains an invalid character (NUL).';

describe('NUL characters', () => {
  it('answers a NUL in a project name with a 422 field error', async () => {
    const { browser } = await signedInUser(server);
    const response = await browser.post('/api/user/projects', { name: 'My\u0000project' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 'error', message: NUL, errors: { name: [NUL] } });
  });

  it('names nested fields and query parameters by path', async () => {
    const { browser } = await signedInUser(server);
    const saved = await browser.post('/api/user/templates/save', {
      name: 'Bold',
      settings: { font: { family: 'In\u0000ter' } },
    });
    expect(saved.statusCode).toBe(422);
    expect(saved.json().errors).toEqual({ 'settings.font.family': [NUL] });
    const listed = await browser.get('/api/user/projects?search=a%00b');
    expect(listed.statusCode).toBe(422);
    expect(listed.json().errors).toEqual({ search: [NUL] });
  });

  it('answers a NUL in sign-up names with a 422, creating no account', async () => {
    const response = await new BrowserAgent(server.app).post('/api/signup', {
      agree_terms: true,
      email: 'nul@example.com',
      firstname: 'A\u0000',
      lastname: 'B',
      password: 'correct horse battery',
      password_confirmation: 'correct horse battery',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ firstname: [NUL] });
  });

  it('answers a NUL in the multipart profile form with a 422', async () => {
    const { browser } = await signedInUser(server);
    const { body, contentType } = multipartBody({ firstname: 'Gr\u0000ace', lastname: 'Hopper' });
    const response = await browser.request({
      method: 'POST',
      url: '/api/user/profile',
      payload: body,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ firstname: [NUL] });
  });
});

describe('broken multipart bodies', () => {
  it('answers a truncated profile form with 400 in the envelope', async () => {
    const { browser } = await signedInUser(server);
    const { body, contentType } = multipartBody({ firstname: 'Grace', lastname: 'Hopper' });
    const response = await browser.request({
      method: 'POST',
      url: '/api/user/profile',
      payload: body.subarray(0, body.length - 30),
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      message: 'The form could not be read. Please send it again.',
    });
  });

  it('answers a multipart form without a boundary with 400 in the envelope', async () => {
    const { browser } = await signedInUser(server);
    const { body } = multipartBody({ firstname: 'Grace', lastname: 'Hopper' });
    const response = await browser.request({
      method: 'POST',
      url: '/api/user/profile',
      payload: body,
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ status: 'error' });
  });
});

describe("Fastify's and Node's own refusals", () => {
  it('answers an over-long path parameter with 414 in the envelope', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/user/projects/${'a'.repeat(500)}`);
    expect(response.status).toBe(414);
    expect(await response.json()).toEqual({
      status: 'error',
      message: 'The address of this request is too long.',
    });
  });

  it('answers a badly encoded path with 400 in the envelope', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/user/projects/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 'error',
      message: 'The address of this request is not valid.',
    });
  });

  it('answers a request Node cannot parse with 400 in the envelope', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /api/user HTTP/1.1\r\nHost\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk;
      });
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      status: 'error',
      message: 'The request could not be read.',
    });
  });
});

describe('deeply nested JSON', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it.each([
    ['the public sign-in', '/api/login'],
    ['a signed-in route', '/api/user/projects'],
  ])('answers it on %s with a 422 naming the limit', async (_route, url) => {
    const { browser } = await signedInUser(server);
    for (const depth of [100_000, JSON_DEPTH_MAX + 1]) {
      const response = await browser.request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: `{"email":${nested(depth)}}`,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: 'error', message: JSON_DEPTH_MESSAGE });
    }
  });

  it('reads data nested to the limit as before', async () => {
    const response = await new BrowserAgent(server.app).request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${nested(JSON_DEPTH_MAX - 1)}}`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toBeDefined();
  });
});
