// Streams a stored object as an API response (fonts, system audio): stable URLs that the
// browser may cache, unlike signed URLs, which expire. Byte ranges are honoured for media.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { resolveRange } from './http-range';
import { contentTypeForKey } from './local-storage-driver';
import type { StorageDriver } from './storage-driver';

export interface SendStoredFileOptions {
  cacheControl: string;
  /** Answer `Range` requests with 206 (audio and video players seek with them). */
  ranges?: boolean;
}

export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: StorageDriver,
  key: string,
  { cacheControl, ranges = false }: SendStoredFileOptions,
) {
  const info = await storage.head(key);
  if (!info) throw AppError.notFound('File not found.');
  const size = info.sizeBytes;
  const range = ranges ? resolveRange(request.headers.range, size) : ({ kind: 'full' } as const);
  if (range.kind === 'unsatisfiable') {
    return reply
      .status(416)
      .header('Content-Range', `bytes */${size}`)
      .send({ status: 'error', message: 'The requested range is not available.' });
  }
  reply
    .header('Content-Type', contentTypeForKey(key))
    .header('Cache-Control', cacheControl)
    .header('Content-Security-Policy', "default-src 'none'; sandbox");
  if (ranges) reply.header('Accept-Ranges', 'bytes');
  const start = range.kind === 'partial' ? range.start : 0;
  const end = range.kind === 'partial' ? range.end : size - 1;
  if (range.kind === 'partial') reply.status(206).header('Content-Range', `bytes ${start}-${end}/${size}`);
  reply.header('Content-Length', String(end - start + 1));
  if (size === 0) return reply.send();
  return reply.send(await storage.get(key, { start, end }));
}
