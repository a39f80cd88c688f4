// The API reference at /api/reference: Scalar's page over the OpenAPI document of /api/docs. It
// works offline: the plugin serves Scalar's own script and the page asks nothing of another host.
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import scalarApiReference from '@scalar/fastify-api-reference';
import type { FastifyPluginAsync } from 'fastify';
import { inlineScriptHashesOf } from './security-headers';

export const API_REFERENCE_PATH = '/api/reference';

const gzip = promisify(gzipCallback);

export const apiReference: FastifyPluginAsync = async (app) => {
  // The page starts Scalar with one inline script, which the app's CSP refuses: allow exactly that
  // script by its hash, on this page only.
  app.addHook('onSend', async (_request, reply, payload) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof payload !== 'string' || typeof policy !== 'string') return payload;
    if (!String(reply.getHeader('content-type')).startsWith('text/html')) return payload;
    reply.header('content-security-policy', withScriptSources(policy, inlineScriptHashesOf(payload)));
    return payload;
  });
  // Scalar's script is five megabytes (1.4 gzipped, once, when first asked for) and changes only
  // with the package.
  let gzipped: Promise<Buffer> | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url !== `${API_REFERENCE_PATH}/js/scalar.js` || typeof payload !== 'string') return payload;
    reply.header('cache-control', 'private, max-age=86400').header('vary', 'accept-encoding');
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return payload;
    gzipped ??= gzip(payload, { level: 9 });
    reply.header('content-encoding', 'gzip');
    return gzipped;
  });
  await app.register(scalarApiReference, {
    routePrefix: API_REFERENCE_PATH,
    logLevel: 'warn',
    configuration: {
      pageTitle: 'Captionist API reference',
      url: '/api/docs',
      // Nothing from another host: no font files, no usage pings, no AI chat (Scalar's service).
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      showDeveloperTools: 'never',
      hideClientButton: true,
      documentDownloadType: 'json',
      // The browser would ask for /favicon.ico, which the app does not have.
      favicon: 'data:,',
    },
  });
};

/** The policy with `sources` added to its script-src directive. */
export function withScriptSources(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      return trimmed.startsWith('script-src ') ? `${trimmed} ${sources.join(' ')}` : trimmed;
    })
    .join(';');
}
