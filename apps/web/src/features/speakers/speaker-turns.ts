// The transcript's turns (runs of one speaker's words) and the fix of who says them: a word or a
// whole turn given another speaker, as one change of the word list.
import { speakerRuns, type WordRun } from '@captionist/captions';
import type { TranscriptWord } from '@captionist/contracts';

/** The turns of known speakers, by the index of their first word. */
export function turnsByFirstWord(words: readonly TranscriptWord[]): ReadonlyMap<number, WordRun> {
  return new Map(speakerRuns(words).flatMap((run) => (run.speaker === undefined ? [] : [[run.first, run]])));
}

/**
 * The words with `speaker` saying those from `first` to `last`; the same list when they already
 * do, so an edit that changes nothing adds no step to undo.
 */
export function withSpeaker(
  words: readonly TranscriptWord[],
  first: number,
  last: number,
  speaker: string,
): readonly TranscriptWord[] {
  const from = Math.max(0, first);
  const to = Math.min(last, words.length - 1);
  if (words.slice(from, to + 1).every((word) => word.speaker === speaker)) return words;
  return words.map((word, index) => (index >= from && index <= to ? { ...word, speaker } : word));
}
