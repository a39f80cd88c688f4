// The MCP tools act through the HTTP API itself, with the caller's own key: every tool call is
// authenticated, scoped, rate-limited, validated and owned exactly as the same request from a
// script would be (one access policy, whoever calls).
import { type RouteContract, routePath } from '@captionist/contracts';
import type { FastifyInstance } from 'fastify';

export interface ApiAnswer {
  statusCode: number;
  /** The envelope's `data` on success; its message (and field errors) otherwise. */
  data?: unknown;
  message?: string;
  errors?: Record<string, string[]>;
}

export type ApiCaller = (
  contract: RouteContract,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown },
) => Promise<ApiAnswer>;

export function apiCaller(app: FastifyInstance, authorization: string): ApiCaller {
  return async (contract, { params, query, body }) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {}))
      if (value !== undefined) search.set(name, String(value));
    const answer = await app.inject({
      method: contract.method,
      url: `/api${routePath(contract.path, params)}${search.size ? `?${search}` : ''}`,
      headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const envelope = answer.json() as { data?: unknown; message?: string; errors?: Record<string, string[]> };
    return { statusCode: answer.statusCode, ...envelope };
  };
}
