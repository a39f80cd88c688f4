// The session check every visit starts with, before any page shows. It loads neither the API
// client (axios) nor the contracts (zod): it is one GET, and a signed-out visitor gets no user to
// parse, so a first visit to /login stays light (docs/web-assets.md). The user a signed-in visitor
// gets is parsed with its contract. It asks GET /session, which answers a signed-out visitor 200
// with no user, so a signed-out page logs no failed request (GET /user would answer 401).
import type { User, userApi } from '@captionist/contracts';
import { API_BASE_URL, API_HEADERS } from '../../lib/api-request';
import { isSuccessBody } from '../../lib/response-envelope';

// The contract's own method and path, checked by the compiler without loading the contract.
const sessionRoute: Pick<typeof userApi.session, 'method' | 'path'> = { method: 'GET', path: '/session' };

let early: Promise<User> | undefined;

/** Starts the check as soon as the app's code runs (main.tsx), not after its first render. */
export function checkSessionEarly(): void {
  early = fetchCurrentUser();
  // Handled when the AuthProvider takes it; until then a signed-out answer is no unhandled error.
  early.catch(() => {});
}

/** The check started early, once; after that (or without it) a new one. */
export function checkSession(): Promise<User> {
  const started = early ?? fetchCurrentUser();
  early = undefined;
  return started;
}

async function fetchCurrentUser(): Promise<User> {
  // Being signed out is a normal answer here, not an expired session to redirect from.
  const response = await fetch(`${API_BASE_URL}${sessionRoute.path}`, {
    method: sessionRoute.method,
    headers: API_HEADERS,
  });
  const body: unknown = await response.json().catch(() => undefined);
  const user = isSuccessBody(body) ? (body as { data?: unknown }).data : null;
  if (!response.ok || user == null) throw new Error(`No signed-in user (HTTP ${response.status}).`);
  const { parseCurrentUser } = await import('./auth-requests');
  return parseCurrentUser(user);
}
