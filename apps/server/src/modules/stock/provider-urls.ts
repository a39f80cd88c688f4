// Every URL handed to the browser or fetched by the import job must be https on the provider's
// own hosts: a provider answer can never point us or the user somewhere else.
export function providerUrl(value: unknown, domain: string, localOrigin?: string): string | null {
  if (typeof value !== 'string') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  // A local stand-in of the provider (tests, development) serves its own files.
  if (localOrigin && url.origin === localOrigin) return url.toString();
  if (url.protocol !== 'https:' || url.port) return null;
  const host = url.hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`) ? url.toString() : null;
}

/**
 * The origin of a configured API base that is not the provider itself (PEXELS_API_URL or
 * GIPHY_API_URL pointing at a local stand-in), whose URLs are then accepted too. With the real
 * API (https on the provider's domain) this is undefined and only the provider's hosts pass.
 */
export function localStandInOrigin(baseUrl: string, domain: string): string | undefined {
  return providerUrl(baseUrl, domain) ? undefined : new URL(baseUrl).origin;
}

/**
 * A link only shown to people, never fetched by us (a licence, an author's or a source's page):
 * https without credentials, a protocol-relative `//host/…` read as https. Null otherwise.
 */
export function linkUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let url: URL;
  try {
    url = new URL(value.startsWith('//') ? `https:${value}` : value);
  } catch {
    return null;
  }
  return url.protocol === 'https:' && !url.username && !url.password ? url.toString() : null;
}
