// The s3 storage driver against a real S3-compatible server: presigned PUT and GET with Range,
// streaming put/get, head, delete, prefix delete and local files for ffmpeg.
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config';
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
