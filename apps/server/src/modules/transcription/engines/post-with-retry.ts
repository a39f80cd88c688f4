// One POST to a paid API (speech to text; the AI module's chat completions) with the retry rules
// the providers document: 429 and 5xx and dropped connections are retried with exponential backoff
// (or after Retry-After); any other 4xx is the request's fault and fails for good with a message a
// person can act on.
import type { Logger } from 'pino';
import { PermanentTranscriptionError } from '../transcriber';

export interface RetryPolicy {
  attempts: number;
  /** First backoff; doubles each attempt (with jitter). */
  baseDelayMs: number;
  /** No wait is longer than this, whatever Retry-After asks. */
  maxDelayMs: number;
}

export interface ApiPost {
  /** "OpenAI", "Deepgram": for messages. */
  provider: string;
  url: string;
  headers: Record<string, string>;
  /** Called per attempt, as a body stream can be read only once. */
  body: () => Blob | FormData;
  signal: AbortSignal;
  /** Redacted from every message, in case a provider echoes it. */
  secret: string;
  /** What the request asks for, in messages: "transcribe the audio" unless told. */
  task?: string;
  /** What a refusal refers to: "the audio" unless told. */
  subject?: string;
}

export class ApiRetryableError extends Error {
  constructor(
    message: string,
    /** The HTTP status of the last failed attempt; null when the connection failed. */
    readonly lastStatus: number | null = null,
  ) {
    super(message);
  }
}

export async function postWithRetry(post: ApiPost, policy: RetryPolicy, logger?: Logger): Promise<unknown> {
  let lastProblem = '';
  let lastStatus: number | null = null;
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    let waitMs: number | null = null;
    try {
      const response = await fetch(post.url, {
        method: 'POST',
        headers: post.headers,
        body: post.body(),
        signal: post.signal,
        // Node's fetch needs this for a streamed body.
        duplex: 'half',
      } as RequestInit);
      const text = await response.text();
      if (response.ok) return parseJson(text, post.provider);
      const message = redact(apiErrorMessage(text), post.secret);
      if (response.status !== 429 && response.status < 500) {
        throw new PermanentTranscriptionError(
          permanentMessage(post.provider, response.status, message, post.subject ?? 'the audio'),
        );
      }
      lastStatus = response.status;
      lastProblem = `HTTP ${response.status}${message ? `: ${message}` : ''}`;
      waitMs = retryAfterMs(response.headers.get('retry-after'));
    } catch (err) {
      if (err instanceof PermanentTranscriptionError || post.signal.aborted) throw err;
      lastStatus = null;
      lastProblem = redact((err as Error).message, post.secret);
    }
    if (attempt === policy.attempts) break;
    const delay = Math.min(policy.maxDelayMs, waitMs ?? backoffMs(policy.baseDelayMs, attempt));
    logger?.warn(
      { provider: post.provider, attempt, delayMs: delay, problem: lastProblem },
      'speech API retry',
    );
    await sleep(delay, post.signal);
  }
  throw new ApiRetryableError(
    `${post.provider} did not ${post.task ?? 'transcribe the audio'} after ${policy.attempts} attempts (${lastProblem}).`,
    lastStatus,
  );
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export function backoffMs(baseMs: number, attempt: number): number {
  const exponential = baseMs * 2 ** (attempt - 1);
  return exponential + Math.random() * baseMs;
}

/** The human part of an error body: OpenAI {error:{message}}, Deepgram {err_msg}, else text. */
export function apiErrorMessage(body: string): string {
  try {
    const json = JSON.parse(body) as {
      error?: { message?: string } | string;
      err_msg?: string;
      message?: string;
    };
    const message =
      typeof json.error === 'string' ? json.error : (json.error?.message ?? json.err_msg ?? json.message);
    if (message) return message;
  } catch {
    // Not JSON: a proxy's HTML page or plain text.
  }
  return body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}

function permanentMessage(provider: string, status: number, message: string, subject: string): string {
  const detail = message ? ` It said: ${message}` : '';
  if (status === 401 || status === 403) {
    return `${provider} refused the API key (HTTP ${status}); check it in the server settings.${detail}`;
  }
  if (status === 402) return `${provider} says the account has no credit left (HTTP 402).${detail}`;
  if (status === 413) return `${provider} says ${subject} is too large (HTTP 413).${detail}`;
  return `${provider} rejected ${subject} (HTTP ${status}).${detail}`;
}

function parseJson(text: string, provider: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${provider} answered with something that is not JSON.`);
  }
}

const redact = (text: string, secret: string) => (secret ? text.split(secret).join('***') : text);

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
