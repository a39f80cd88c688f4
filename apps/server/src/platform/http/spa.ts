// Serves the built React app: static assets by path, index.html for every other non-API GET,
// so client-side routes (and the client's own not-found page) work on reload.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export async function registerSpa(app: FastifyInstance, webDistDir: string | undefined): Promise<boolean> {
  if (!webDistDir || !existsSync(path.join(webDistDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies next to the files (apps/web/build/precompress.ts);
    // a browser that accepts one gets it, with Vary: Accept-Encoding.
    preCompressed: true,
    // Hashed asset names never change meaning; index.html must always be revalidated.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

export function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url === '/api' || request.url.startsWith('/api/')) return false;
  return true;
}

/** Client routes have no file extension; a missing asset (".js", ".png") stays a 404. */
export function isClientRoute(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  return !path.extname(pathname);
}

export function sendIndexHtml(reply: FastifyReply) {
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
}
