// Tests play the server at the HTTP edge (axios's adapter, and fetch for the session check), so
// the real client, interceptors and callers all run; only the network is replaced.
import { type AxiosAdapter, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../lib/api-client';
import { API_BASE_URL } from '../lib/api-request';

export interface FakeReply {
  status: number;
  data: unknown;
}

/** Answers every API call with `reply` (at once, or when its promise settles); returns the calls made, as "METHOD /url". */
export function answerApiWith(
  reply: (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>,
): string[] {
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(`${config.method?.toUpperCase()} ${config.url}`);
    const { status, data } = await reply(config);
    const response = { status, data, headers: {}, statusText: '', config };
    if (status >= 400) {
      throw Object.assign(new Error(`HTTP ${status}`), { isAxiosError: true, config, response });
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  // The session check (features/auth/session-probe.ts) calls fetch; the same server answers it.
  globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), window.location.href).pathname.slice(API_BASE_URL.length);
    const method = (init?.method ?? 'GET').toLowerCase();
    calls.push(`${method.toUpperCase()} ${url}`);
    const { status, data } = await reply({ method, url, headers: new AxiosHeaders() });
    return new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return calls;
}

export const signedOutReply: FakeReply = {
  status: 401,
  data: { status: 'error', message: 'Unauthenticated.' },
};

export const successReply = (data: unknown): FakeReply => ({
  status: 200,
  data: { status: 'success', data },
});
