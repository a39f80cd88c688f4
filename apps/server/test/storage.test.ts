// The local storage driver and its signed URLs, over real HTTP: uploads stream to disk and
// back byte for byte, Range requests, refused links, byte caps, and paths that try to escape.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedUrl } from '../src/platform/storage/signed-url';
import type { StorageDriver } from '../src/platform/storage/storage-driver';
import { newObjectKey } from '../src/platform/storage/storage-keys';
import { startTestServer, type TestServer } from './support/test-runtime';

let server: TestServer;
let storage: StorageDriver;
let origin: string;

beforeAll(async () => {
  server = await startTestServer();
  storage = server.runtime.storage;
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server?.close();
});

/** Signed URLs name APP_URL; the test server listens on a random port instead. */
function local(signedUrl: string): string {
  const url = new URL(signedUrl);
  return `${origin}${url.pathname}${url.search}`;
}

function newKey(fileName = 'source.mp4'): string {
  return newObjectKey(['users', 'test', 'videos'], fileName);
}

async function upload(key: string, body: Buffer | Readable, maxBytes?: number): Promise<Response> {
  const url = local(await storage.presignPut(key, maxBytes === undefined ? {} : { maxBytes }));
  if (Buffer.isBuffer(body)) return fetch(url, { method: 'PUT', body });
  return fetch(url, {
    method: 'PUT',
    body: Readable.toWeb(body) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
}

/** A raw request, so the path reaches the server exactly as written (fetch would normalise it). */
function rawRequest(
  method: string,
  requestPath: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}/`, { method, path: requestPath }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** `bytes` pseudo-random bytes in 64 KB chunks, generated on demand, with their SHA-256. */
function generatedStream(bytes: number): { stream: Readable; sha256: () => string } {
  const hash = createHash('sha256');
  let remaining = bytes;
  const stream = new Readable({
    read() {
      if (remaining === 0) return void this.push(null);
      const chunk = randomBytes(Math.min(64 * 1024, remaining));
      remaining -= chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.digest('hex') };
}

async function partialUploads(): Promise<string[]> {
  return readdir(path.join(server.runtime.config.STORAGE_DIR, '.partial')).catch(() => []);
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('upload and download', () => {
  it('stores a PUT body and serves it back with its type, size and cache lifetime', async () => {
    const key = newKey();
    const body = randomBytes(5000);
    const put = await upload(key, body, 10_000);
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ status: 'success', data: { size: 5000 } });
    expect(put.headers.get('etag')).toBe(`"${createHash('md5').update(body).digest('hex')}"`);

    const get = await fetch(local(await storage.presignGet(key, { expiresInSeconds: 600 })));
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toBe('video/mp4');
    expect(get.headers.get('content-length')).toBe('5000');
    expect(get.headers.get('accept-ranges')).toBe('bytes');
    expect(get.headers.get('cache-control')).toMatch(/^private, max-age=(59\d|600)$/);
    expect(get.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await get.arrayBuffer()).equals(body)).toBe(true);
  });

  it('takes any Content-Type or none, without the JSON parser or the global body limit', async () => {
    const notJson = Buffer.from('{"this is": not json');
    // Each upload URL is single-use, so each request gets its own key.
    const contentTypes: Record<string, string>[] = [
      { 'content-type': 'application/json' },
      {},
      { 'content-type': 'video/x-whatever' },
    ];
    for (const headers of contentTypes) {
      const key = newKey('data.bin');
      const response = await fetch(local(await storage.presignPut(key)), {
        method: 'PUT',
        body: new Uint8Array(notJson),
        headers,
      });
      expect(response.status).toBe(200);
      expect(await storage.head(key)).toEqual({
        sizeBytes: notJson.length,
        contentType: 'application/octet-stream',
      });
    }
  });

  it('needs no XSRF header, since the signature is the authorisation', async () => {
    const response = await upload(newKey(), Buffer.from('x'));
    expect(response.status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const key = newKey('cover.png');
    await upload(key, randomBytes(321));
    const head = await fetch(local(await storage.presignGet(key)), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('321');
    expect(head.headers.get('content-type')).toBe('image/png');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers a missing object with 404', async () => {
    const response = await fetch(local(await storage.presignGet(newKey())));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 'error', message: 'File not found.' });
  });

  it('streams a 30 MB upload to disk and back byte for byte', async () => {
    const size = 30 * 1024 * 1024;
    const key = newKey();
    const generated = generatedStream(size);
    const put = await upload(key, generated.stream, 64 * 1024 * 1024);
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ status: 'success', data: { size } });

    const get = await fetch(local(await storage.presignGet(key)));
    expect(get.headers.get('content-length')).toBe(String(size));
    const hash = createHash('sha256');
    for await (const chunk of get.body as unknown as AsyncIterable<Uint8Array>) hash.update(chunk);
    expect(hash.digest('hex')).toBe(generated.sha256());
    expect(await partialUploads()).toEqual([]);
  });

  it('offers a signed download name, with an ASCII fallback for quotes and accents', async () => {
    const key = newKey();
    await upload(key, Buffer.from('video'));
    const name = 'Mon "clip" – été\\final.mp4';
    const response = await fetch(local(await storage.presignGet(key, { downloadName: name })));
    expect(response.status).toBe(200);
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toBe(
      `attachment; filename="Mon _clip_ _ ete_final.mp4"; filename*=UTF-8''${encodeURIComponent('Mon "clip" – été_final.mp4')}`,
    );
    const encoded = disposition.split("filename*=UTF-8''")[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe('Mon "clip" – été_final.mp4');
  });
});

describe('Range requests', () => {
  const body = randomBytes(1000);
  let url: string;

  beforeAll(async () => {
    const key = newKey();
    await upload(key, body);
    url = local(await storage.presignGet(key));
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=900-', 900, 999],
    ['bytes=-100', 900, 999],
    ['bytes=990-5000', 990, 999],
    ['bytes=-5000', 0, 999],
    ['bytes=500-500', 500, 500],
  ])('answers %s with 206 and that slice', async (range, start, end) => {
    const response = await fetch(url, { headers: { range } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/1000`);
    expect(response.headers.get('content-length')).toBe(String(end - start + 1));
    expect(Buffer.from(await response.arrayBuffer()).equals(body.subarray(start, end + 1))).toBe(true);
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('answers %s with 416', async (range) => {
    const response = await fetch(url, { headers: { range } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */1000');
    expect(await response.json()).toEqual({
      status: 'error',
      message: 'The requested range is not available.',
    });
  });

  it.each(['bytes=0-1,5-6', 'items=0-10', 'bytes=20-10'])(
    'ignores %s and sends the whole file',
    async (range) => {
      const response = await fetch(url, { headers: { range } });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);
    },
  );

  it('answers HEAD with a range like GET', async () => {
    const response = await fetch(url, { method: 'HEAD', headers: { range: 'bytes=10-19' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 10-19/1000');
    expect(response.headers.get('content-length')).toBe('10');
  });
});

describe('refused links', () => {
  const key = 'users/test/refused/file.mp4';

  beforeAll(async () => {
    await upload(key, Buffer.from('content'));
  });

  async function expectRefused(url: string, method: string, message: string) {
    const response = await fetch(local(url), {
      method,
      ...(method === 'PUT' ? { body: 'new content' } : {}),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: 'error', message });
  }

  it('refuses a tampered signature, key, expiry or cap', async () => {
    const get = new URL(await storage.presignGet(key));
    const signature = get.searchParams.get('signature') ?? '';
    const flipped = new URL(get);
    flipped.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
    await expectRefused(flipped.toString(), 'GET', 'Invalid or tampered link.');

    const otherKey = new URL(get);
    otherKey.pathname = '/api/storage/users/test/refused/other.mp4';
    await expectRefused(otherKey.toString(), 'GET', 'Invalid or tampered link.');

    const later = new URL(get);
    later.searchParams.set('expires', String(Number(get.searchParams.get('expires')) + 3600));
    await expectRefused(later.toString(), 'GET', 'Invalid or tampered link.');

    const put = new URL(await storage.presignPut(key, { maxBytes: 3 }));
    put.searchParams.set('max', '1000000');
    await expectRefused(put.toString(), 'PUT', 'Invalid or tampered link.');
    await expectRefused(get.toString(), 'PUT', 'Invalid or tampered link.');

    const unsigned = new URL(get);
    unsigned.search = '';
    await expectRefused(unsigned.toString(), 'GET', 'Invalid or tampered link.');
  });

  it('refuses an expired link', async () => {
    const { APP_URL, APP_KEY } = server.runtime.config;
    const expires = Math.floor(Date.now() / 1000) - 1;
    await expectRefused(
      buildSignedUrl(APP_URL, { method: 'GET', key, expires }, APP_KEY),
      'GET',
      'This link has expired.',
    );
    await expectRefused(
      buildSignedUrl(APP_URL, { method: 'PUT', key, expires }, APP_KEY),
      'PUT',
      'This link has expired.',
    );
  });

  it('leaves the object untouched after refused uploads', async () => {
    const response = await fetch(local(await storage.presignGet(key)));
    expect(await response.text()).toBe('content');
  });
});

describe('byte cap', () => {
  it('refuses an upload whose declared length is over the cap, and keeps nothing', async () => {
    const key = newKey();
    const response = await upload(key, randomBytes(4096), 1024);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      status: 'error',
      message: 'The file is larger than this upload allows.',
    });
    expect(await storage.head(key)).toBeNull();
  });

  it('stops a streamed upload when it passes the cap, and keeps nothing', async () => {
    const key = newKey();
    const response = await upload(key, generatedStream(3 * 1024 * 1024).stream, 1024 * 1024);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      status: 'error',
      message: 'The file is larger than this upload allows.',
    });
    expect(await storage.head(key)).toBeNull();
    await eventually(async () => (await partialUploads()).length === 0);
  });

  it('accepts an upload of exactly the cap', async () => {
    const response = await upload(newKey(), generatedStream(1024 * 1024).stream, 1024 * 1024);
    expect(response.status).toBe(200);
  });

  it('keeps nothing of an upload the client abandons halfway', async () => {
    const key = newKey();
    const url = new URL(local(await storage.presignPut(key)));
    const request = http.request(url, {
      method: 'PUT',
      headers: { 'content-length': String(10 * 1024 * 1024) },
    });
    request.on('error', () => {});
    request.write(randomBytes(1024 * 1024));
    await new Promise((resolve) => setTimeout(resolve, 100));
    request.destroy();
    await eventually(async () => (await partialUploads()).length === 0);
    expect(await storage.head(key)).toBeNull();
  });
});

describe('paths that try to escape the storage folder', () => {
  const secretKey = '../outside.txt';

  beforeAll(async () => {
    // A file next to STORAGE_DIR, and a link to it carrying a valid signature made with APP_KEY,
    // so only the key check stands between the request and the file.
    await writeFile(path.join(server.runtime.config.STORAGE_DIR, '..', 'outside.txt'), 'secret content');
  });

  function signedQuery(method: 'GET' | 'PUT', key: string): string {
    const { APP_URL, APP_KEY } = server.runtime.config;
    const expires = Math.floor(Date.now() / 1000) + 600;
    return new URL(buildSignedUrl(APP_URL, { method, key, expires }, APP_KEY)).search;
  }

  it.each([
    '/api/storage/../outside.txt',
    '/api/storage/%2e%2e/outside.txt',
    '/api/storage/%2E%2E%2Foutside.txt',
    '/api/storage/users/..%2f..%2f..%2foutside.txt',
    '/api/storage/..%5coutside.txt',
    '/api/storage//outside.txt',
  ])('refuses GET and PUT of %s', async (requestPath) => {
    const key = decodeURIComponent(requestPath.slice('/api/storage/'.length));
    for (const method of ['GET', 'PUT'] as const) {
      const response = await rawRequest(method, `${requestPath}${signedQuery(method, key)}`);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body).not.toContain('secret content');
      expect(JSON.parse(response.body).status).toBe('error');
    }
  });

  it('refuses unsafe keys in the driver itself', async () => {
    await expect(storage.get(secretKey)).rejects.toThrow('This file path is not allowed.');
    await expect(storage.head(secretKey)).rejects.toThrow();
    await expect(storage.put(secretKey, Readable.from([Buffer.from('x')]))).rejects.toThrow();
    await expect(storage.presignGet(secretKey)).rejects.toThrow();
    await expect(storage.presignPut('/etc/passwd')).rejects.toThrow();
    await expect(storage.delete(secretKey)).rejects.toThrow();
    await expect(storage.deletePrefix('..')).rejects.toThrow();
    expect(existsSync(path.join(server.runtime.config.STORAGE_DIR, '..', 'outside.txt'))).toBe(true);
  });
});

describe('deleting', () => {
  it('deletes one object, a missing one, and a whole folder of keys', async () => {
    const first = newObjectKey(['users', 'gone', 'videos'], 'a.mp4');
    const second = newObjectKey(['users', 'gone', 'fonts'], 'b.ttf');
    const kept = newObjectKey(['users', 'kept', 'videos'], 'c.mp4');
    for (const key of [first, second, kept]) await upload(key, Buffer.from(key));

    await storage.delete(first);
    expect(await storage.head(first)).toBeNull();
    await storage.delete(first);

    await storage.deletePrefix('users/gone');
    expect(await storage.head(second)).toBeNull();
    expect(await storage.head(kept)).not.toBeNull();
    await storage.deletePrefix('users/never-existed');
  });
});

describe('client disconnects', () => {
  it('closes the file when a download is abandoned, and keeps serving', async () => {
    const key = newKey();
    await upload(key, generatedStream(8 * 1024 * 1024).stream);
    const file = path.join(server.runtime.config.STORAGE_DIR, key);
    const url = local(await storage.presignGet(key));

    // node:http rather than fetch: after an abort, fetch opens a spare connection that would
    // hold up the server's shutdown for a minute.
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve, reject) => {
        const request = http.get(url, (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', (err) => (request.destroyed ? undefined : reject(err)));
      });
    }

    if (existsSync('/proc/self/fd')) {
      await eventually(async () => (await openDescriptorsOf(file)) === 0);
    }
    const after = await fetch(url, { headers: { range: 'bytes=0-9' } });
    expect(after.status).toBe(206);
    expect((await after.arrayBuffer()).byteLength).toBe(10);
  });
});

async function openDescriptorsOf(file: string): Promise<number> {
  const descriptors = await readdir('/proc/self/fd');
  const targets = await Promise.all(descriptors.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')));
  return targets.filter((target) => target === file).length;
}
