// Calls one API route through its contract (packages/contracts): the path, method and body come
// from the definition and the answer's data is parsed with its schema, so no call types a path
// or an envelope by hand.
import { type RouteContract, type RouteData, type RouteRequest, routePath } from '@captionist/contracts';
import type { AxiosRequestConfig } from 'axios';
import { config as configureZod } from 'zod';
import { apiClient } from './api-client';

// zod compiles each schema into a function with `new Function` the first time it parses, after a
// probe that our Content-Security-Policy refuses (no 'unsafe-eval'): every page load reported a
// violation and parsed through the slow path all the same. Every signed-in page loads this module
// before it parses anything, so the probe never runs.
configureZod({ jitless: true });

/** Axios options a call may add (upload progress, abort signal, the 401 redirect opt-out). */
export type CallOptions = Pick<
  AxiosRequestConfig,
  'signal' | 'onUploadProgress' | 'skipAuthRedirect' | 'timeout'
>;

type Args<C extends RouteContract> = keyof RouteRequest<C> extends never
  ? [request?: RouteRequest<C>, options?: CallOptions]
  : RouteRequest<C> extends { params?: undefined; query?: undefined; body?: undefined }
    ? [request?: RouteRequest<C>, options?: CallOptions]
    : [request: RouteRequest<C>, options?: CallOptions];

export async function callApi<C extends RouteContract>(
  contract: C,
  ...[request, options]: Args<C>
): Promise<RouteData<C>> {
  return send(contract, {
    ...options,
    url: routePath(contract.path, request?.params as Record<string, unknown> | undefined),
    params: request?.query,
    data: request?.body,
  });
}

/** Calls a route that takes multipart form data (its handler reads it; the contract has no body). */
export function callApiWithForm<C extends RouteContract & { params?: undefined }>(
  contract: C,
  form: FormData,
  options?: CallOptions,
): Promise<RouteData<C>> {
  return send(contract, { ...options, url: contract.path, data: form });
}

async function send<C extends RouteContract>(contract: C, config: AxiosRequestConfig): Promise<RouteData<C>> {
  const response = await apiClient.request<{ data?: unknown }>({ ...config, method: contract.method });
  // Routes without a JSON answer (data: null) resolve with nothing to parse.
  return (contract.data ? contract.data.parse(response.data?.data) : undefined) as RouteData<C>;
}
