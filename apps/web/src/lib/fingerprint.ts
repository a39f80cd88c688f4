// A short fingerprint of a text (FNV-1a, 32 bits, hex): cheap and stable, for telling versions
// of the same thing apart, never for security.
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}
