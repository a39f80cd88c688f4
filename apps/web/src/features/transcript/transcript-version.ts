// The server gives transcripts no version number, so a draft remembers a fingerprint of the
// transcript it started from, to tell whether the server's transcript changed since.
import type { Transcript } from '@captionist/contracts';
import { fingerprint } from '../../lib/fingerprint';

/**
 * FNV-1a over the engine and words: cheap, stable, and changes with any word. A word's emphasis
 * counts in a fixed order (the database may reorder its keys), its speaker counts too; a plain word
 * hashes as it always did.
 */
export function transcriptVersion(transcript: Pick<Transcript, 'engine' | 'words'>): string {
  const words = transcript.words.map(({ text, start, end, emphasis: look, speaker }) => {
    const word: unknown[] = look
      ? [text, start, end, look.color ?? null, look.scale ?? null, look.uppercase ?? null]
      : [text, start, end];
    if (speaker !== undefined) word.push({ speaker });
    return word;
  });
  return `${transcript.words.length}-${fingerprint(JSON.stringify([transcript.engine, words]))}`;
}

/**
 * Whether a draft made on the transcript `basedOn` fingerprints still fits `transcript`: it is that
 * transcript, or that one as the speaker analysis labelled it since (every speaker is the analysis's
 * when the draft's transcript had none), which a save of the draft would label the same way.
 */
export function draftFits(basedOn: string, transcript: Pick<Transcript, 'engine' | 'words'>): boolean {
  if (basedOn === transcriptVersion(transcript)) return true;
  if (!transcript.words.some((word) => word.speaker !== undefined)) return false;
  const unlabelled = transcript.words.map((word) => ({ ...word, speaker: undefined }));
  return basedOn === transcriptVersion({ engine: transcript.engine, words: unlabelled });
}
