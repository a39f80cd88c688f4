// Files in any S3-compatible store (AWS S3, R2, MinIO). Browsers upload and download with
// presigned URLs; the server streams with the SDK and never holds a whole file in memory.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { AppError } from '../http/app-error';
import { contentDispositionFor } from './content-disposition';
import { STREAM_CHUNK_BYTES } from './local-storage-driver';
import type {
  ByteRange,
  PresignGetOptions,
  PresignPutOptions,
  StorageDriver,
  StoredObjectInfo,
  UploadedPart,
} from './storage-driver';
import { PartMismatchError } from './storage-driver';
import { assertSafeKey } from './storage-keys';

export interface S3StorageOptions {
  client: S3Client;
  /** Signs the URLs browsers use, when they reach the store by another address than the server. */
  presignClient?: S3Client;
  bucket: string;
  defaultExpiresInSeconds: number;
}

/** A job's reading of a recording by signed URL: longer than any job runs (jobs/queues.ts). */
const SEEKABLE_INPUT_SECONDS = 12 * 3600;

export class S3StorageDriver implements StorageDriver {
  readonly name = 's3' as const;
  readonly putHeaders = { 'If-None-Match': '*' };

  constructor(private readonly options: S3StorageOptions) {}

  private get client() {
    return this.options.client;
  }

  private params(key: string) {
    assertSafeKey(key);
    return { Bucket: this.options.bucket, Key: key };
  }

  async presignPut(key: string, options: PresignPutOptions = {}): Promise<string> {
    // Signing Content-Length pins the upload to the declared size: S3 refuses any other. Signing
    // If-None-Match makes the URL single-use: a second PUT must send it too, and S3 answers 412
    // once the object exists (a conditional write; AWS S3, R2 and MinIO honour it).
    const command = new PutObjectCommand({
      ...this.params(key),
      IfNoneMatch: '*',
      ...(options.contentType ? { ContentType: options.contentType } : {}),
      ...(options.maxBytes !== undefined ? { ContentLength: options.maxBytes } : {}),
    });
    return getSignedUrl(this.options.presignClient ?? this.client, command, {
      expiresIn: options.expiresInSeconds ?? this.options.defaultExpiresInSeconds,
    });
  }

  async presignGet(key: string, options: PresignGetOptions = {}): Promise<string> {
    const command = new GetObjectCommand({
      ...this.params(key),
      ...(options.downloadName
        ? { ResponseContentDisposition: contentDispositionFor(options.downloadName) }
        : {}),
    });
    return getSignedUrl(this.options.presignClient ?? this.client, command, {
      expiresIn: options.expiresInSeconds ?? this.options.defaultExpiresInSeconds,
    });
  }

  async put(key: string, body: Readable, options: { contentType?: string } = {}): Promise<StoredObjectInfo> {
    // lib-storage sends a stream of unknown length as a multipart upload, part by part.
    await new Upload({
      client: this.client,
      params: {
        ...this.params(key),
        Body: body,
        ...(options.contentType ? { ContentType: options.contentType } : {}),
      },
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
    }).done();
    const info = await this.head(key);
    if (!info) throw new Error(`Stored object ${key} is missing right after upload`);
    return info;
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const result = await this.client.send(
        new GetObjectCommand({
          ...this.params(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
        }),
      );
      return result.Body as Readable;
    } catch (err) {
      if (isMissing(err)) throw AppError.notFound('File not found.');
      throw err;
    }
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    try {
      const result = await this.client.send(new HeadObjectCommand(this.params(key)));
      return {
        sizeBytes: result.ContentLength ?? 0,
        ...(result.ContentType ? { contentType: result.ContentType } : {}),
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.params(key)));
  }

  async deletePrefix(prefix: string): Promise<void> {
    // A trailing slash keeps "users/ab" from also matching "users/abc", as folders do locally.
    const folder = `${prefix.replace(/\/+$/, '')}/`;
    assertSafeKey(folder.slice(0, -1));
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: folder, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).map((object) => ({ Key: object.Key ?? '' })).filter((o) => o.Key);
      if (keys.length > 0) {
        await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.options.bucket, Delete: { Objects: keys } }),
        );
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async createMultipart(key: string, options: { contentType?: string } = {}): Promise<string> {
    const result = await this.client.send(
      new CreateMultipartUploadCommand({
        ...this.params(key),
        ...(options.contentType ? { ContentType: options.contentType } : {}),
      }),
    );
    if (!result.UploadId) throw new Error('The store returned no multipart upload id');
    return result.UploadId;
  }

  presignPart(
    key: string,
    uploadId: string,
    partNumber: number,
    options: { sizeBytes: number },
  ): Promise<string> {
    const command = new UploadPartCommand({
      ...this.params(key),
      UploadId: uploadId,
      PartNumber: partNumber,
      ContentLength: options.sizeBytes,
    });
    return getSignedUrl(this.options.presignClient ?? this.client, command, {
      expiresIn: this.options.defaultExpiresInSeconds,
    });
  }

  async completeMultipart(key: string, uploadId: string, parts: UploadedPart[]): Promise<StoredObjectInfo> {
    await this.sendComplete(key, uploadId, parts);
    const info = await this.head(key);
    if (!info) throw new Error(`Object ${key} is missing after completing its upload`);
    return info;
  }

  private async sendComplete(key: string, uploadId: string, parts: UploadedPart[]): Promise<void> {
    try {
      await this.client.send(
        new CompleteMultipartUploadCommand({
          ...this.params(key),
          UploadId: uploadId,
          MultipartUpload: {
            Parts: [...parts]
              .sort((a, b) => a.partNumber - b.partNumber)
              .map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })),
          },
        }),
      );
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name === 'InvalidPart' || name === 'InvalidPartOrder')
        throw new PartMismatchError((err as Error).message);
      throw err;
    }
  }

  async abortMultipart(key: string, uploadId: string): Promise<void> {
    await this.client.send(new AbortMultipartUploadCommand({ ...this.params(key), UploadId: uploadId }));
  }

  async withSeekableInput<T>(key: string, work: (input: string) => Promise<T>): Promise<T> {
    // Signed with the server's own client (its endpoint, not the browsers'), for as long as a job
    // may read it: ffmpeg signs nothing, each range request carries this URL.
    const url = await getSignedUrl(this.client, new GetObjectCommand(this.params(key)), {
      expiresIn: SEEKABLE_INPUT_SECONDS,
    });
    return work(url);
  }

  async withLocalFile<T>(key: string, work: (filePath: string) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'captionist-s3-'));
    try {
      const file = path.join(dir, path.basename(key));
      await pipeline(await this.get(key), createWriteStream(file, { highWaterMark: STREAM_CHUNK_BYTES }));
      return await work(file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

export function createS3Client(options: {
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}): S3Client {
  return new S3Client({
    // Otherwise the SDK signs a CRC32 of the empty body into every presigned PUT URL, and a real
    // S3 refuses the browser's upload as a checksum mismatch (s3rver does not check it).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
}

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}
