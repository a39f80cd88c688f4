// One GET to a stock provider's API (only ever the configured API base, never a URL from a user)
// with a timeout; every failure becomes an AppError with a message for the person searching.
import type { Logger } from 'pino';
import { AppError } from '../../platform/http/app-error';
import type { ProviderPause } from './provider-pause';

export interface ProviderGet {
  /** "Pexels", "Openverse": for messages. */
  provider: string;
  url: URL;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** A 404 answers null (an item looked up by id that no longer exists). */
  notFoundAsNull?: boolean;
  /** Whether the request carries our API key (a 401/403 then means the key was refused). */
  keyed?: boolean;
  /** Shared by the provider's requests: after its "too many requests" it is not asked again before it said. */
  pause?: ProviderPause;
  /** A successful answer that is the provider's way of saying it is too busy (MediaWiki's `maxlag`). */
  isBusyAnswer?: (json: unknown) => boolean;
}

const DEFAULT_TIMEOUT_MS = 10_000;

export async function getProviderJson(request: ProviderGet, logger?: Logger): Promise<unknown> {
  const { provider, pause } = request;
  if (pause?.active()) throw busy(provider);
  const signal = AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, {
      headers: { accept: 'application/json', ...request.headers },
      signal,
    });
    text = await response.text();
  } catch (err) {
    if (signal.aborted) throw new AppError(504, `${provider} took too long to answer. Please try again.`);
    logger?.warn({ provider, err: (err as Error).message }, 'stock provider unreachable');
    throw new AppError(502, `${provider} could not be reached. Please try again later.`);
  }
  if (response.status === 404 && request.notFoundAsNull) return null;
  if (!response.ok) {
    // The URL is not logged: Giphy's key travels in it.
    logger?.warn({ provider, status: response.status }, 'stock provider refused a search');
    if (response.status === 429) {
      pause?.start(response.headers.get('retry-after'));
      throw busy(provider);
    }
    if (request.keyed && (response.status === 401 || response.status === 403)) {
      throw new AppError(502, `${provider} refused the server's API key. Please tell the administrator.`);
    }
    throw new AppError(502, `${provider} search failed (HTTP ${response.status}). Please try again.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw unreadable(provider);
  }
  if (request.isBusyAnswer?.(json)) {
    logger?.warn({ provider }, 'stock provider is too busy');
    pause?.start(response.headers.get('retry-after'));
    throw busy(provider);
  }
  return json;
}

const busy = (provider: string) =>
  new AppError(503, `${provider} is receiving too many searches right now. Please try again in a minute.`);

export const unreadable = (provider: string) =>
  new AppError(502, `${provider} answered with something we could not read. Please try again.`);
