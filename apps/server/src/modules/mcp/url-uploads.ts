// Uploading a video from a URL, for agents (the MCP tool upload_video_from_url): only from the
// origins the operator lists in UPLOAD_FROM_URL_ORIGINS (none by default), without following
// redirects (so no other address is ever reached), at most the single-upload size, and through
// the API's own upload routes (the same checks and limits as a browser's upload).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SINGLE_UPLOAD_MAX_BYTES, videoApi } from '@captionist/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config';
import type { ApiAnswer, ApiCaller } from './api-caller';

export const urlUploadMessages = {
  off: 'This server does not upload from URLs. Ask its operator to list the origin in UPLOAD_FROM_URL_ORIGINS.',
  notAllowed: (origin: string) => `Uploads from ${origin} are not allowed on this server.`,
  badUrl: 'Give an absolute http(s) URL.',
  fetchFailed: (status: number) => `The URL answered ${status}, not the file.`,
  tooLarge: `The file is larger than ${SINGLE_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
  unreachable: 'The URL could not be fetched.',
};

const FETCH_TIMEOUT_MS = 10 * 60_000;

export function allowedOrigins(config: Config): Set<string> {
  return new Set(
    config.UPLOAD_FROM_URL_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
  );
}

const failure = (statusCode: number, message: string): ApiAnswer => ({ statusCode, message });

export async function uploadFromUrl(
  app: FastifyInstance,
  config: Config,
  call: ApiCaller,
  input: { project_id: string; url: string; name?: string; language?: string },
): Promise<ApiAnswer> {
  const origins = allowedOrigins(config);
  if (origins.size === 0) return failure(403, urlUploadMessages.off);
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    return failure(422, urlUploadMessages.badUrl);
  }
  if (!['http:', 'https:'].includes(url.protocol)) return failure(422, urlUploadMessages.badUrl);
  if (!origins.has(url.origin)) return failure(403, urlUploadMessages.notAllowed(url.origin));

  const dir = await mkdtemp(path.join(os.tmpdir(), 'captionist-url-upload-'));
  try {
    const file = path.join(dir, 'source');
    const fetched = await download(url, file);
    if (fetched) return fetched;
    const size = (await stat(file)).size;
    const name = input.name ?? (decodeURIComponent(path.posix.basename(url.pathname)) || 'Video from URL');
    const started = await call(videoApi.uploadUrl, {
      params: { pid: input.project_id },
      body: { name: name.slice(0, 100), size, ...(input.language ? { language: input.language } : {}) },
    });
    if (started.statusCode >= 300) return started;
    const { video, upload } = started.data as {
      video: { id: string };
      upload: { url: string; headers: Record<string, string> };
    };
    const target = new URL(upload.url, config.APP_URL);
    const sameServer = target.origin === new URL(config.APP_URL).origin;
    // Local storage's signed URLs are this server's own routes; S3's are the store's.
    const stored = sameServer
      ? (
          await app.inject({
            method: 'PUT',
            url: target.pathname + target.search,
            headers: upload.headers,
            payload: createReadStream(file),
          })
        ).statusCode < 300
      : (
          await fetch(target, {
            method: 'PUT',
            headers: upload.headers,
            body: Readable.toWeb(createReadStream(file)) as ReadableStream,
            duplex: 'half',
          } as RequestInit)
        ).ok;
    if (!stored) return failure(502, 'The file could not be stored. Try again.');
    return await call(videoApi.confirmUpload, { params: { vid: video.id } });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Fetches the URL into `file`, or answers why not. */
async function download(url: URL, file: string): Promise<ApiAnswer | null> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch {
    return failure(502, urlUploadMessages.unreachable);
  }
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel();
    return failure(422, urlUploadMessages.fetchFailed(response.status));
  }
  if (Number(response.headers.get('content-length') ?? 0) > SINGLE_UPLOAD_MAX_BYTES) {
    await response.body.cancel();
    return failure(413, urlUploadMessages.tooLarge);
  }
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > SINGLE_UPLOAD_MAX_BYTES ? new Error('too large') : null, chunk);
    },
  });
  try {
    await pipeline(
      Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
      limit,
      createWriteStream(file),
    );
  } catch {
    return bytes > SINGLE_UPLOAD_MAX_BYTES
      ? failure(413, urlUploadMessages.tooLarge)
      : failure(502, urlUploadMessages.unreachable);
  }
  return null;
}
