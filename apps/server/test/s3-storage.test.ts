// The s3 storage driver against a real S3-compatible server: presigned PUT and GET with Range,
// streaming put/get, head, delete, prefix delete, local files for ffmpeg and signed URLs it seeks in.
import { execFile, execFileSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config';
import { safeInputArgs } from '../src/platform/media/safe-input';
import { createStorage } from '../src/platform/storage/create-storage';
import type { StorageDriver } from '../src/platform/storage/storage-driver';
import { startS3, type TestS3 } from './support/s3-server';

let s3: TestS3;
let storage: StorageDriver;

beforeAll(async () => {
  s3 = await startS3();
  storage = createStorage(loadConfig({ DATA_DIR: '/tmp/captionist-s3-config', ...s3.env }));
});
afterAll(async () => {
  await s3?.stop();
});

const text = (stream: Readable) => new Response(Readable.toWeb(stream) as ReadableStream).text();

const run = promisify(execFile);

/** A TCP pass-through to the store that counts the bytes the store sends back. */
async function countingProxy(storePort: string) {
  const counter = { bytes: 0, close: async () => {} };
  const server = net.createServer((client) => {
    const store = net.connect(Number(storePort), '127.0.0.1');
    store.on('data', (chunk: Buffer) => {
      counter.bytes += chunk.length;
    });
    client.pipe(store).pipe(client);
    const end = () => {
      client.destroy();
      store.destroy();
    };
    client.on('error', end);
    store.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  counter.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url: `http://127.0.0.1:${port}`, counter };
}

describe('s3 storage driver', () => {
  it('is chosen by STORAGE_DRIVER=s3 and needs a bucket', () => {
    expect(storage.name).toBe('s3');
    expect(() => loadConfig({ DATA_DIR: '/tmp/captionist-s3-config', STORAGE_DRIVER: 's3' })).toThrow(
      /S3_BUCKET/,
    );
  });

  it('accepts a presigned PUT and serves a presigned ranged GET', async () => {
    const body = 'x'.repeat(1000);
    const put = await fetch(
      await storage.presignPut('users/u1/a.txt', { contentType: 'text/plain', maxBytes: 1000 }),
      {
        method: 'PUT',
        body,
        headers: { 'content-type': 'text/plain' },
      },
    );
    expect(put.status).toBe(200);
    expect((await storage.head('users/u1/a.txt'))?.sizeBytes).toBe(1000);
    const get = await fetch(await storage.presignGet('users/u1/a.txt'), {
      headers: { range: 'bytes=10-19' },
    });
    expect(get.status).toBe(206);
    expect(await get.text()).toBe('x'.repeat(10));
  });

  it('signs upload URLs for one write: If-None-Match is signed, and no checksum of an empty body', async () => {
    const url = new URL(
      await storage.presignPut('users/u1/once.txt', { contentType: 'text/plain', maxBytes: 4 }),
    );
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('if-none-match');
    expect([...url.searchParams.keys()].filter((name) => name.startsWith('x-amz-checksum'))).toEqual([]);
    expect(storage.putHeaders).toEqual({ 'If-None-Match': '*' });
    const put = await fetch(url, {
      method: 'PUT',
      body: 'once',
      headers: { 'content-type': 'text/plain', ...storage.putHeaders },
    });
    expect(put.status).toBe(200);
  });

  it('streams put and ranged get, and reports missing objects', async () => {
    const info = await storage.put(
      'users/u1/b.bin',
      Readable.from([Buffer.from('hello '), Buffer.from('world')]),
    );
    expect(info.sizeBytes).toBe(11);
    expect(await text(await storage.get('users/u1/b.bin', { start: 6 }))).toBe('world');
    expect(await storage.head('users/u1/missing')).toBeNull();
    await expect(storage.get('users/u1/missing')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('hands ffmpeg a local copy and cleans it up', async () => {
    await storage.put('users/u1/c.txt', Readable.from([Buffer.from('local copy')]));
    let seenPath = '';
    const content = await storage.withLocalFile('users/u1/c.txt', async (file) => {
      seenPath = file;
      return readFile(file, 'utf8');
    });
    expect(content).toBe('local copy');
    await expect(readFile(seenPath)).rejects.toThrow();
  });

  it('hands ffmpeg a signed URL it reads in ranges: a moment late in a recording costs a part of it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'captionist-s3-seek-'));
    const { url, counter } = await countingProxy(new URL(s3.env.S3_ENDPOINT ?? '').port);
    try {
      // Two minutes of noisy picture kept lossless: some 40 MB, far more than the socket buffers an
      // HTTP reader's first request fills before it seeks away (a small file would fit in them whole).
      const file = path.join(dir, 'talk.mp4');
      execFileSync('ffmpeg', [
        ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=160x120:r=10:d=120,noise=alls=40:allf=t'],
        ...[
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-qp',
          '0',
          '-g',
          '20',
          '-pix_fmt',
          'yuv420p',
          '-y',
          file,
        ],
      ]);
      const size = (await stat(file)).size;
      const viaProxy = createStorage(
        loadConfig({ DATA_DIR: '/tmp/captionist-s3-config', ...s3.env, S3_ENDPOINT: url }),
      );
      await viaProxy.put('users/u1/talk.mp4', createReadStream(file));
      const sent = counter.bytes;
      // Run apart from this process, whose event loop carries the proxy's bytes.
      const frame = await viaProxy.withSeekableInput('users/u1/talk.mp4', async (input) => {
        expect(input).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.*X-Amz-Signature=/);
        const { stdout } = await run(
          'ffmpeg',
          [
            ...[
              '-v',
              'error',
              ...safeInputArgs(undefined, input),
              '-ss',
              '100.5',
              '-i',
              input,
              '-frames:v',
              '1',
            ],
            ...['-vf', 'crop=32:32:0:0', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
          ],
          { encoding: 'buffer' },
        );
        return stdout;
      });
      expect(frame.length).toBe(32 * 32);
      // The index and a few seconds around 100.5 s, not the file: a download of it would be all of
      // it. Each connection ffmpeg leaves early has up to a few MB in socket buffers (5–7 MB of the
      // 41 MB in all, measured on a quiet machine), hence half, not a tighter bound.
      expect(size).toBeGreaterThan(30_000_000);
      expect(counter.bytes - sent).toBeLessThan(size / 2);
      // A signed URL is no file: read as a user's file would be, ffmpeg refuses it.
      await viaProxy.withSeekableInput('users/u1/talk.mp4', async (input) => {
        await expect(run('ffprobe', ['-v', 'error', ...safeInputArgs(), input])).rejects.toThrow(
          /not on whitelist/,
        );
      });
    } finally {
      await counter.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('deletes one object, or every object under a prefix but not its neighbours', async () => {
    for (const key of ['users/u2/p/1.txt', 'users/u2/p/sub/2.txt', 'users/u2/pp/3.txt']) {
      await storage.put(key, Readable.from([Buffer.from(key)]));
    }
    await storage.deletePrefix('users/u2/p');
    expect(await storage.head('users/u2/p/1.txt')).toBeNull();
    expect(await storage.head('users/u2/p/sub/2.txt')).toBeNull();
    expect(await storage.head('users/u2/pp/3.txt')).not.toBeNull();
    await storage.delete('users/u2/pp/3.txt');
    expect(await storage.head('users/u2/pp/3.txt')).toBeNull();
  });

  it('refuses unsafe keys before talking to the store', async () => {
    await expect(storage.head('../etc/passwd')).rejects.toMatchObject({ statusCode: 400 });
  });
});
