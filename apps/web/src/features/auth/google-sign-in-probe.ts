// Whether the server offers Google sign-in, read by the login and sign-up pages' routes before they
// show, so "Continue with Google" appears only where it can work and never pops in late under the
// heading. Like the session check it is one plain fetch, without the contracts or zod
// (docs/web-assets.md); a failed read counts as "not offered": the e-mail form still works.
import type { GoogleSignInStatus, googleSignInApi } from '@captionist/contracts';
import { API_BASE_URL, API_HEADERS } from '../../lib/api-request';
import { isSuccessBody } from '../../lib/response-envelope';

// The contract's own method and path, checked by the compiler without loading the contract.
const statusRoute: Pick<typeof googleSignInApi.status, 'method' | 'path'> = {
  method: 'GET',
  path: '/auth/google/status',
};

let early: Promise<boolean> | undefined;

/** Starts the read while the page's code downloads (its route's `lazy`), not after. */
export function checkGoogleSignInEarly(): void {
  early ??= fetchGoogleSignIn();
}

/** The read started early, once; after that (or without it) a new one. A route loader. */
export function isGoogleSignInOffered(): Promise<boolean> {
  const started = early ?? fetchGoogleSignIn();
  early = undefined;
  return started;
}

async function fetchGoogleSignIn(): Promise<boolean> {
  try {
    const response = await fetch(`${API_BASE_URL}${statusRoute.path}`, {
      method: statusRoute.method,
      headers: API_HEADERS,
    });
    const body: unknown = await response.json();
    if (!response.ok || !isSuccessBody(body)) return false;
    return (body as { data?: Partial<GoogleSignInStatus> }).data?.enabled === true;
  } catch {
    return false;
  }
}
