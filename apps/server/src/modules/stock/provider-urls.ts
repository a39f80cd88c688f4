// Every URL handed to the browser (and, later, to the import job) must be https on the
// provider's own hosts: a provider answer can never point us or the user somewhere else.
export function providerUrl(value: unknown, domain: string): string | null {
  if (typeof value !== 'string') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`) ? url.toString() : null;
}
