// Serves the local driver's signed URLs: PUT streams an upload to disk, GET and HEAD stream a
// file back with Range support. Nothing here buffers a whole file. An upload URL is single-use:
// once its object exists (uploaded, confirmed, assembled from parts) it can never be replaced.
import { createHash, type Hash } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { storageApi } from '@captionist/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { registerRoutes } from '../../platform/http/register-routes';
import { contentDispositionFor } from '../../platform/storage/content-disposition';
import { resolveRange } from '../../platform/storage/http-range';
import { assembledKeyOfPart } from '../../platform/storage/local-multipart';
import { LocalStorageDriver, STREAM_CHUNK_BYTES } from '../../platform/storage/local-storage-driver';
import { verifySignedRequest } from '../../platform/storage/signed-url';
import { ObjectExistsError } from '../../platform/storage/storage-driver';
import { assertSafeKey } from '../../platform/storage/storage-keys';

export const storageRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const { config, storage } = context;
  // With S3 the signed URLs point at the bucket; these routes exist for the local driver only.
  if (!(storage instanceof LocalStorageDriver)) return;

  // An upload is raw bytes of any type, or of none. Replace the inherited parsers (JSON, text,
  // and the global body limit they apply) in this plugin's scope with one that hands the request
  // stream through untouched; the signed `max` is the limit here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  const download = async (params: { '*': string }, request: FastifyRequest, reply: FastifyReply) => {
    const key = assertSafeKey(params['*']);
    const grant = verifySignedRequest('GET', key, request.query as Record<string, unknown>, config.APP_KEY);
    const info = await storage.head(key);
    if (!info) throw AppError.notFound('File not found.');

    const size = info.sizeBytes;
    const range = resolveRange(request.headers.range, size);
    if (range.kind === 'unsatisfiable') {
      return reply
        .status(416)
        .header('Content-Range', `bytes */${size}`)
        .send({ status: 'error', message: 'The requested range is not available.' });
    }

    const nowSeconds = Math.floor(Date.now() / 1000);
    reply
      .header('Content-Type', info.contentType ?? 'application/octet-stream')
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', `private, max-age=${Math.max(0, grant.expires - nowSeconds)}`)
      // The file is shown by <video>/<img>/fonts, never as a page of our origin.
      .header('Content-Security-Policy', "default-src 'none'; sandbox");
    if (grant.downloadName) reply.header('Content-Disposition', contentDispositionFor(grant.downloadName));

    const start = range.kind === 'partial' ? range.start : 0;
    const end = range.kind === 'partial' ? range.end : size - 1;
    if (range.kind === 'partial') {
      reply.status(206).header('Content-Range', `bytes ${start}-${end}/${size}`);
    }
    reply.header('Content-Length', String(end - start + 1));
    if (request.method === 'HEAD' || size === 0) return reply.send();
    return reply.send(await storage.get(key, { start, end }));
  };

  // These routes take no XSRF header: a signed URL is authorised by its signature, like an S3
  // presigned URL, not by the session cookie, so a forged cross-site request has no power here.
  // (They sit outside the session context, which checks it.)
  registerRoutes(
    app,
    storageApi,
    {
      upload: async ({ params }, request, reply) => {
        const source = request.body instanceof Readable ? request.body : request.raw;
        const meter = new UploadMeter(undefined);
        let interrupted = false;
        // Attached before anything is awaited: a client that resets the connection at once must
        // fail this request, not raise an 'error' nobody listens to.
        source.on('error', (err) => {
          interrupted = true;
          meter.destroy(err);
        });
        meter.on('error', () => {});
        const key = assertSafeKey(params['*']);
        const grant = verifySignedRequest(
          'PUT',
          key,
          request.query as Record<string, unknown>,
          config.APP_KEY,
        );
        meter.maxBytes = grant.maxBytes;
        const declaredLength = Number(request.headers['content-length']);
        if (grant.maxBytes !== undefined && declaredLength > grant.maxBytes) throw tooLarge(reply);
        // A part of a multipart upload may be sent again until the file is assembled, never after.
        const assembled = assembledKeyOfPart(key);
        if ((await storage.head(key)) && !assembled) throw alreadyUsed(reply);
        if (assembled && (await storage.head(assembled))) throw alreadyUsed(reply);
        if (interrupted) throw new AppError(400, 'The upload was interrupted.');

        // pipe(), not pipeline(): a failed upload must not destroy the request, or the client would
        // lose the 413 answer along with the connection.
        source.pipe(meter);
        const contentType = request.headers['content-type'];
        try {
          const stored = await storage.put(key, meter, {
            ...(contentType ? { contentType } : {}),
            onlyIfAbsent: !assembled,
          });
          reply.header('ETag', `"${meter.digest()}"`);
          return { size: stored.sizeBytes };
        } catch (err) {
          source.unpipe(meter);
          if (meter.exceeded) throw tooLarge(reply);
          if (err instanceof ObjectExistsError) throw alreadyUsed(reply);
          // The client went away mid-upload: its failure, not ours, and nobody is left to answer.
          if (interrupted || request.raw.readableAborted)
            throw new AppError(400, 'The upload was interrupted.');
          throw err;
        }
      },
      download: ({ params }, request, reply) => download(params, request, reply),
    },
    // Fastify's own HEAD route would answer Content-Length 0 for a body we do not read: ours.
    { download: { exposeHeadRoute: false } },
  );
  app.head(
    '/storage/*',
    { schema: { params: storageApi.download.params, hide: true }, config: { access: 'public' } },
    (request, reply) => download(request.params as { '*': string }, request, reply),
  );
};

function tooLarge(reply: FastifyReply): AppError {
  // The client may still be sending; as Fastify does for its own body limit, close afterwards.
  reply.header('Connection', 'close');
  return new AppError(413, 'The file is larger than this upload allows.');
}

function alreadyUsed(reply: FastifyReply): AppError {
  reply.header('Connection', 'close');
  return new AppError(409, 'This upload link was already used. Start the upload again to get a new one.');
}

/** Counts and hashes the bytes of an upload on their way to the driver; fails past `maxBytes`. */
class UploadMeter extends Transform {
  bytes = 0;
  exceeded = false;
  private readonly hash: Hash = createHash('md5');

  constructor(public maxBytes: number | undefined) {
    super({ highWaterMark: STREAM_CHUNK_BYTES });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.maxBytes !== undefined && this.bytes > this.maxBytes) {
      this.exceeded = true;
      callback(new AppError(413, 'The file is larger than this upload allows.'));
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  /** MD5 hex of the body, the ETag S3 gives a single-part upload. */
  digest(): string {
    return this.hash.digest('hex');
  }
}
