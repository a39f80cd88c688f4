// The caption font files, fetched once per page load as bytes for libass. The browser's HTTP
// cache keeps them (the font routes send `max-age=604800, immutable`); the bytes are not put in
// the TanStack cache, which is persisted to localStorage.
const files = new Map<string, Promise<Uint8Array>>();

export function loadFontFile(url: string): Promise<Uint8Array> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url, { credentials: 'same-origin' }).then(async (response) => {
      if (!response.ok) throw new Error(`The font file ${url} answered ${response.status}.`);
      return new Uint8Array(await response.arrayBuffer());
    });
    // A failed download is tried again next time rather than remembered.
    file.catch(() => files.delete(url));
    files.set(url, file);
  }
  return file;
}

/** All of a font's files, keyed by URL, in the order given. */
export async function loadFontFiles(urls: readonly string[]): Promise<Map<string, Uint8Array>> {
  const loaded = await Promise.all(urls.map(async (url) => [url, await loadFontFile(url)] as const));
  return new Map(loaded);
}
