// Tests play the server at the HTTP edge (axios's adapter), so the real client, interceptors
// and callers all run; only the network is replaced.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../lib/api-client';

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
