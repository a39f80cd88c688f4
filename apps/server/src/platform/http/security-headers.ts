// Headers every response carries (through helmet): a Content-Security-Policy fitted to the SPA,
// no MIME sniffing, no framing by other sites, no referrer leaks, no powerful browser features;
// HSTS only when served over HTTPS; and no caching of personal API answers.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

type SecurityConfig = Pick<
  Config,
  'APP_URL' | 'WEB_DIST_DIR' | 'STORAGE_DRIVER' | 'S3_ENDPOINT' | 'S3_PUBLIC_ENDPOINT'
>;

// No camera, microphone or location is ever asked for; fullscreen is for our own video player.
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(self), camera=(), display-capture=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

export const HSTS = 'max-age=31536000; includeSubDomains';

export function addSecurityHeaders(app: FastifyInstance, config: SecurityConfig): void {
  const https = config.APP_URL.startsWith('https://');
  const storage = storageOrigins(config);
  // Built once. (@fastify/helmet builds it again for every request, parsing the whole policy: a
  // twentieth of a small API request's CPU under load, bench/api-load.ts.)
  const setHelmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // index.html's one inline script (the colour scheme before first paint) by its hash;
        // WebAssembly (libass in the caption preview's worker) needs 'wasm-unsafe-eval'.
        'script-src': ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes(config.WEB_DIST_DIR)],
        // Mantine sets styles at run time (style elements and attributes).
        'style-src': ["'self'", "'unsafe-inline'"],
        // Stock thumbnails come from the providers' own hosts; stored files from our storage.
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...storage],
        'media-src': ["'self'", 'blob:', 'https:', ...storage],
        'font-src': ["'self'", 'data:', 'blob:', ...storage],
        // Uploads go straight to storage (presigned PUTs); the preview fetches font files.
        'connect-src': ["'self'", 'blob:', ...storage],
        'worker-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Not cross-origin isolated (no COEP): stock thumbnails and S3 media are cross-origin and
    // send no CORP header; the caption preview runs single-threaded (docs/caption-preview.md).
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Set below, only for requests that arrived over HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHelmetHeaders(request.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined)),
  );

  app.addHook('onSend', async (request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // HTTPS as the browser saw it: APP_URL, or the proxy's X-Forwarded-Proto under TRUST_PROXY.
    if (https || request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    // API answers are personal; routes that may be cached (signed files, font CSS) say so themselves.
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
}

/** Origins of presigned storage URLs (the s3 driver); the local driver's URLs are same-origin. */
function storageOrigins(config: SecurityConfig): string[] {
  if (config.STORAGE_DRIVER !== 's3') return [];
  const endpoint = config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT;
  return endpoint ? [new URL(endpoint).origin] : ['https://*.amazonaws.com'];
}

/** CSP hashes of the inline scripts of the built index.html. */
export function inlineScriptHashes(webDistDir: string): string[] {
  const file = path.join(webDistDir, 'index.html');
  if (!existsSync(file)) return [];
  return inlineScriptHashesOf(readFileSync(file, 'utf8'));
}

/** CSP hashes of the inline scripts of an HTML page. */
export function inlineScriptHashesOf(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}
