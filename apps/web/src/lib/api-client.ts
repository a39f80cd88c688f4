// The one HTTP client for the API (spec §7): session cookie, XSRF protection and the
// success/error envelope are handled here so callers only see data or an ApiError.
import axios, { isAxiosError } from 'axios';
import { API_BASE_URL, API_HEADERS } from './api-request';
import { normaliseError } from './normalise-error';
import { shouldRedirectToLogin } from './public-paths';
import { isSuccessBody } from './response-envelope';
import {
  createXsrfCookieEnsurer,
  hasXsrfCookie,
  needsFreshXsrfCookie,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from './xsrf-cookie';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** For calls where 401 is an expected answer (probing the session), not an expired session. */
    skipAuthRedirect?: boolean;
  }
}

export const apiClient = axios.create({
  baseURL: API_BASE_URL,
  withCredentials: true,
  headers: { ...API_HEADERS },
  xsrfCookieName: XSRF_COOKIE_NAME,
  xsrfHeaderName: XSRF_HEADER_NAME,
  timeout: 0,
});

const xsrfCookie = createXsrfCookieEnsurer(
  () => apiClient.get('/csrf-cookie'),
  () => hasXsrfCookie(),
);

apiClient.interceptors.request.use(async (config) => {
  const method = (config.method ?? 'get').toLowerCase();
  if (method === 'get') return config;
  await (needsFreshXsrfCookie(config.url) ? xsrfCookie.refresh() : xsrfCookie.ensure());
  return config;
});

apiClient.interceptors.response.use(
  (response) => (isSuccessBody(response.data) ? response : Promise.reject(normaliseError(response.data))),
  (error: unknown) => {
    if (!isAxiosError(error)) return Promise.reject(normaliseError(error));
    if (
      error.response?.status === 401 &&
      !error.config?.skipAuthRedirect &&
      shouldRedirectToLogin(window.location.pathname)
    ) {
      window.location.assign('/login');
    }
    return Promise.reject(normaliseError(error.response?.data, error.response?.status));
  },
);
