// The API marks success in the body, not only in the HTTP status (spec §7).

/** Empty answers (204, no body) carry no envelope and count as success. */
export function isSuccessBody(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  return typeof body === 'object' && (body as { status?: unknown }).status === 'success';
}
