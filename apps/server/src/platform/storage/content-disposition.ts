// The download header for a file saved under a user-chosen name, shared by every storage driver.
/**
 * `attachment` with the name twice (RFC 6266): an ASCII `filename` for old clients, with accents
 * dropped and quotes, backslashes and other characters replaced, and the exact UTF-8 `filename*`.
 */
export function contentDispositionFor(name: string): string {
  const clean =
    name
      .replace(/\p{Cc}/gu, '')
      .replace(/[/\\]/g, '_')
      .trim() || 'download';
  const ascii = clean
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
