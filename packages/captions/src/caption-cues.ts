// Groups transcript words into subtitle cues for the SRT and VTT exports, following common
// subtitling practice: one line of at most 42 characters, at most 7 seconds on screen, and a
// new cue after a sentence ends or the speaker pauses; and a new cue when another speaker starts,
// so that each cue is one person's (docs/speakers.md "Exports").
import type { CaptionWord } from './words';

export interface CaptionCue {
  start: number;
  end: number;
  text: string;
  /** Who says it (a speaker id), when its words say. */
  speaker?: string;
}

export const CUE_MAX_CHARS = 42;
export const CUE_MAX_MS = 7000;
/** A silence this long starts a new cue, so a caption never hangs over a pause. */
export const CUE_PAUSE_MS = 1000;

const sentenceEnd = /[.!?…]["'”’)\]]*$/;

type Word = Pick<CaptionWord, 'text' | 'start' | 'end' | 'speaker'>;

export function groupIntoCues(words: readonly Word[]): CaptionCue[] {
  const groups: Word[][] = [];
  let current: Word[] = [];
  for (const word of words) {
    const first = current[0];
    const last = current.at(-1);
    if (first && last && startsNewCue(current, first, last, word)) {
      groups.push(current);
      current = [];
    }
    current.push(word);
  }
  if (current.length > 0) groups.push(current);

  return groups.map((group, index) => {
    const start = group[0]?.start ?? 0;
    const spokenUntil = Math.max(...group.map((word) => word.end));
    // Two cues on screen at once would stack; the next cue's start cuts this one short.
    const nextStart = groups[index + 1]?.[0]?.start ?? Number.POSITIVE_INFINITY;
    const speaker = group[0]?.speaker;
    return {
      start,
      end: Math.max(start + 1, Math.min(spokenUntil, nextStart)),
      text: group.map((word) => oneLine(word.text)).join(' '),
      ...(speaker === undefined ? {} : { speaker }),
    };
  });
}

function startsNewCue(current: Word[], first: Word, last: Word, word: Word): boolean {
  const length = current.reduce((sum, w) => sum + oneLine(w.text).length + 1, 0) + oneLine(word.text).length;
  return (
    length > CUE_MAX_CHARS ||
    word.end - first.start > CUE_MAX_MS ||
    word.start - last.end >= CUE_PAUSE_MS ||
    sentenceEnd.test(last.text) ||
    word.speaker !== last.speaker
  );
}

/** A blank line ends a cue in both formats, so a word never carries a line break. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
