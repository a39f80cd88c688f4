// One try of a delivery: a POST to the endpoint through the guarded lookup, no redirects followed,
// a time limit on the whole exchange, and only the first characters of the answer kept.
import http from 'node:http';
import https from 'node:https';
import {
  type AddressPolicy,
  checkUrlShape,
  guardedLookup,
  RefusedDestination,
  type ResolveAll,
  systemResolver,
} from './webhook-address';
import { webhookMessages } from './webhook-messages';

export interface WebhookTry {
  /** A 2xx answer came. */
  delivered: boolean;
  statusCode: number | null;
  /** Why it failed, for the deliveries list; null when delivered. */
  error: string | null;
}

export interface WebhookTryOptions {
  policy: AddressPolicy;
  timeoutMs: number;
  resolve?: ResolveAll;
}

const EXCERPT_CHARS = 200;

export function postWebhook(
  target: { url: string; body: string; headers: Record<string, string> },
  { policy, timeoutMs, resolve = systemResolver }: WebhookTryOptions,
): Promise<WebhookTry> {
  let url: URL;
  try {
    url = new URL(target.url);
    checkUrlShape(url, policy);
  } catch (err) {
    return Promise.resolve(
      failed(null, err instanceof RefusedDestination ? err.message : 'The URL is not valid.'),
    );
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<WebhookTry>((done) => {
    const request = client.request(url, {
      method: 'POST',
      headers: { ...target.headers, 'content-length': Buffer.byteLength(target.body) },
      lookup: guardedLookup(policy, resolve),
      // A connection of its own: every try resolves and checks the name again.
      agent: false,
    });
    const timer = setTimeout(
      () => request.destroy(new Error(webhookMessages.timedOut(timeoutMs / 1000))),
      timeoutMs,
    );
    const finish = (result: WebhookTry) => {
      clearTimeout(timer);
      done(result);
    };
    request.on('error', (err) => finish(failed(null, describeError(err))));
    request.on('response', (response) => {
      const statusCode = response.statusCode ?? null;
      if (statusCode !== null && statusCode >= 200 && statusCode < 300) {
        // Delivered: what the receiver says besides its status is not ours to read.
        response.destroy();
        return finish({ delivered: true, statusCode, error: null });
      }
      let excerpt = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        excerpt += chunk;
        // Enough to say what went wrong; the rest of the answer is not read.
        if (excerpt.length >= EXCERPT_CHARS) response.destroy();
      });
      const settle = () => finish(failed(statusCode, answerError(statusCode, excerpt)));
      response.on('end', settle);
      response.on('close', settle);
      response.on('error', settle);
    });
    request.end(target.body);
  });
}

const failed = (statusCode: number | null, error: string): WebhookTry => ({
  delivered: false,
  statusCode,
  error,
});

function answerError(statusCode: number | null, excerpt: string): string {
  const text = excerpt
    .slice(0, EXCERPT_CHARS)
    .replace(/\p{Cc}+/gu, ' ')
    .trim();
  const redirect =
    statusCode !== null && statusCode >= 300 && statusCode < 400 ? ' (redirects are not followed)' : '';
  return `HTTP ${statusCode}${redirect}${text ? `: ${text}` : ''}`;
}

function describeError(err: Error & { code?: string }): string {
  if (err instanceof RefusedDestination) return err.message;
  if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN')
    return `The host name could not be resolved (${err.code}).`;
  if (err.code) return `Could not connect or send (${err.code}).`;
  return err.message;
}
