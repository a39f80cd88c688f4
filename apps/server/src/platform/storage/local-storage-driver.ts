// The local disk driver: each object is the file STORAGE_DIR/<key>, read and written in 64 KB
// chunks. Uploads land in a partial file first and are renamed into place only when complete.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../http/app-error';
import {
  abortLocalMultipart,
  completeLocalMultipart,
  newLocalUploadId,
  presignLocalPart,
} from './local-multipart';
import { buildSignedUrl } from './signed-url';
import {
  type ByteRange,
  ObjectExistsError,
  type PresignGetOptions,
  type PresignPutOptions,
  type StorageDriver,
  type StoredObjectInfo,
  type UploadedPart,
} from './storage-driver';
import { assertSafeKey } from './storage-keys';

export const STREAM_CHUNK_BYTES = 64 * 1024;

/** Partial uploads live here, inside the root so the final rename stays on one filesystem. */
const PARTIAL_DIR = '.partial';
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;

export interface LocalStorageOptions {
  /** Absolute folder holding every object (STORAGE_DIR). */
  rootDir: string;
  /** APP_URL: signed URLs point at this server's /api/storage routes. */
  appUrl: string;
  /** APP_KEY: signs the URLs. */
  signingKey: string;
  defaultExpiresInSeconds: number;
  now?: () => number;
}

export class LocalStorageDriver implements StorageDriver {
  readonly name = 'local' as const;
  // Single use is enforced by the upload route itself (it never overwrites an object).
  readonly putHeaders = {};
  private readonly rootDir: string;

  constructor(private readonly options: LocalStorageOptions) {
    this.rootDir = path.resolve(options.rootDir);
  }

  async presignPut(key: string, options: PresignPutOptions = {}): Promise<string> {
    assertSafeKey(key);
    return buildSignedUrl(
      this.options.appUrl,
      {
        method: 'PUT',
        key,
        expires: this.expiresAt(options.expiresInSeconds),
        ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
      },
      this.options.signingKey,
    );
  }

  async presignGet(key: string, options: PresignGetOptions = {}): Promise<string> {
    assertSafeKey(key);
    return buildSignedUrl(
      this.options.appUrl,
      {
        method: 'GET',
        key,
        expires: this.expiresAt(options.expiresInSeconds),
        ...(options.downloadName ? { downloadName: options.downloadName } : {}),
      },
      this.options.signingKey,
    );
  }

  /**
   * Streams `body` into the object `key`. With `onlyIfAbsent`, an existing object is never
   * replaced (ObjectExistsError): that is what makes a signed upload URL single-use.
   */
  async put(
    key: string,
    body: Readable,
    options: { contentType?: string; onlyIfAbsent?: boolean } = {},
  ): Promise<StoredObjectInfo> {
    // Listen from the first tick: a body that fails while the folders are made (a client that
    // resets, an upload over its cap, a file that is missing) must reject this call. An 'error'
    // with no listener would take the whole process down.
    let early: Error | undefined;
    body.on('error', (err: Error) => {
      early ??= err;
    });
    const target = this.pathFor(key);
    const partialDir = path.join(this.rootDir, PARTIAL_DIR);
    const partial = path.join(partialDir, randomUUID());
    try {
      await Promise.all([
        mkdir(path.dirname(target), { recursive: true }),
        mkdir(partialDir, { recursive: true }),
      ]);
      if (early) throw early;
      if (body.destroyed) throw new Error('The upload stream closed before it was stored.');
      // `flags: 'wx'`: never follow or reuse an existing file.
      await pipeline(body, createWriteStream(partial, { flags: 'wx', highWaterMark: STREAM_CHUNK_BYTES }));
      const { size } = await stat(partial);
      if (options.onlyIfAbsent) {
        // link() fails when the target exists, atomically, where rename() would replace it.
        await link(partial, target).catch((err: NodeJS.ErrnoException) => {
          throw err.code === 'EEXIST' ? new ObjectExistsError(key) : err;
        });
        await rm(partial, { force: true });
      } else {
        await rename(partial, target);
      }
      return { sizeBytes: size, contentType: contentTypeForKey(key) };
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathFor(key);
    // Opened here rather than lazily by the stream, so a missing file is a 404 now and not an
    // error halfway through a response. The stream closes the handle when it ends or is destroyed.
    const handle = await open(file, 'r').catch((err: NodeJS.ErrnoException) => {
      throw isMissing(err) ? AppError.notFound('File not found.') : err;
    });
    if (!(await handle.stat()).isFile()) {
      await handle.close();
      throw AppError.notFound('File not found.');
    }
    return handle.createReadStream({
      start: range?.start ?? 0,
      ...(range?.end !== undefined ? { end: range.end } : {}),
      highWaterMark: STREAM_CHUNK_BYTES,
    });
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    const file = this.pathFor(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { sizeBytes: info.size, contentType: contentTypeForKey(key) };
    } catch (err) {
      if (isMissing(err as NodeJS.ErrnoException)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
  }

  /** Removes the folder `prefix` ("users/<id>") and every object under it. */
  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.pathFor(prefix.replace(/\/+$/, '')), { recursive: true, force: true });
  }

  /** Deletes partial uploads left behind by a crash (a clean failure removes its own at once). */
  async removeStalePartials(olderThanMs = STALE_PARTIAL_MS): Promise<void> {
    const partialDir = path.join(this.rootDir, PARTIAL_DIR);
    const names = await readdir(partialDir).catch(() => [] as string[]);
    const cutoff = this.now() - olderThanMs;
    for (const name of names) {
      const file = path.join(partialDir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
    }
  }

  async withLocalFile<T>(key: string, work: (filePath: string) => Promise<T>): Promise<T> {
    return work(this.pathFor(key));
  }

  withSeekableInput<T>(key: string, work: (input: string) => Promise<T>): Promise<T> {
    return this.withLocalFile(key, work);
  }

  async createMultipart(key: string): Promise<string> {
    assertSafeKey(key);
    return newLocalUploadId();
  }

  presignPart(
    key: string,
    uploadId: string,
    partNumber: number,
    options: { sizeBytes: number },
  ): Promise<string> {
    return presignLocalPart(this, key, uploadId, partNumber, options.sizeBytes);
  }

  completeMultipart(key: string, uploadId: string, parts: UploadedPart[]): Promise<StoredObjectInfo> {
    return completeLocalMultipart(this, key, uploadId, parts);
  }

  abortMultipart(key: string, uploadId: string): Promise<void> {
    return abortLocalMultipart(this, key, uploadId);
  }

  private pathFor(key: string): string {
    assertSafeKey(key);
    const resolved = path.resolve(this.rootDir, key);
    // assertSafeKey already rules out every escape; this guards against a future change to it.
    if (!resolved.startsWith(this.rootDir + path.sep))
      throw new AppError(400, 'This file path is not allowed.');
    return resolved;
  }

  private expiresAt(expiresInSeconds = this.options.defaultExpiresInSeconds): number {
    return Math.floor(this.now() / 1000) + expiresInSeconds;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}

// A file that is missing, or a path through something that is not a folder, is simply absent.
function isMissing(err: NodeJS.ErrnoException): boolean {
  return err.code === 'ENOENT' || err.code === 'ENOTDIR' || err.code === 'EISDIR';
}

// Only types the product stores. Anything else, including HTML and SVG (which could run script
// on our origin), is served as an opaque download.
const contentTypes: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  ttf: 'font/ttf',
  otf: 'font/otf',
  woff: 'font/woff',
  woff2: 'font/woff2',
  json: 'application/json',
  srt: 'application/x-subrip',
  vtt: 'text/vtt; charset=utf-8',
  ass: 'text/plain; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/** The Content-Type to serve a key with, from its extension. */
export function contentTypeForKey(key: string): string {
  const dot = key.lastIndexOf('.');
  const extension = dot > key.lastIndexOf('/') ? key.slice(dot + 1).toLowerCase() : '';
  return contentTypes[extension] ?? 'application/octet-stream';
}
