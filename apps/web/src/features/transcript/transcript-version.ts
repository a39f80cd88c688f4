// The server gives transcripts no version number, so a draft remembers a fingerprint of the
// transcript it started from, to tell whether the server's transcript changed since.
import type { Transcript } from '@captionist/contracts';

/** FNV-1a over the engine and words: cheap, stable, and changes with any word. */
export function transcriptVersion(transcript: Pick<Transcript, 'engine' | 'words'>): string {
  const text = JSON.stringify([transcript.engine, transcript.words.map((w) => [w.text, w.start, w.end])]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${transcript.words.length}-${(hash >>> 0).toString(16)}`;
}
