// Who the editor can name: the speakers the analysis found and those the words carry, each with
// the name and caption colour the video's edits give them ("Speaker N" until renamed).
import { defaultSpeakerName, SPEAKERS_MAX, type SpeakerLabel } from '@captionist/contracts';

export interface SpeakerView {
  id: string;
  name: string;
  /** Their words' colour in the captions; null keeps the caption style's. */
  color: string | null;
}

/** `s2` before `s10`: the order the analysis met them in. */
const byNumber = (a: string, b: string) => Number(a.slice(1)) - Number(b.slice(1));

/**
 * Every speaker of `ids` or `labels`, in order; a speaker's last label gives their name and colour
 * (the server's answer first, then the editor's newer edits).
 */
export function speakerViews(
  ids: Iterable<string>,
  labels: readonly Pick<SpeakerLabel, 'id' | 'name' | 'color'>[],
): SpeakerView[] {
  const named = new Map(labels.map((label) => [label.id, label]));
  const every = new Set([...ids, ...named.keys()]);
  return [...every].sort(byNumber).map((id) => {
    const label = named.get(id);
    return { id, name: label?.name ?? defaultSpeakerName(id), color: label?.color ?? null };
  });
}

/** The speakers the words carry, each once. */
export function wordSpeakers(words: readonly { speaker?: string }[]): Set<string> {
  const ids = new Set<string>();
  for (const word of words) if (word.speaker !== undefined) ids.add(word.speaker);
  return ids;
}

/**
 * The id a speaker the analysis missed takes (the server accepts one new speaker past those it
 * knows); null when the video has as many speakers as it may.
 */
export function newSpeakerId(speakers: readonly Pick<SpeakerView, 'id'>[]): string | null {
  const highest = Math.max(0, ...speakers.map((speaker) => Number(speaker.id.slice(1))));
  return highest < SPEAKERS_MAX ? `s${highest + 1}` : null;
}
