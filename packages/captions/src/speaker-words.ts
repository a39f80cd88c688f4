// Words and their speakers (docs/speakers.md): each word takes the speaker of the turn it falls
// in, the transcript shows runs of one speaker's words as turns, a speaker's colour reaches the
// captions, and "remove this speaker's words" is a set of cuts. Composed here once for the editor,
// its preview and the render.
import type { Cut, SpeakerLabel, SpeakerTurn } from '@captionist/contracts';
import type { CaptionWord } from './words';

/**
 * A word between turns (a breath before an answer) takes the nearest turn within this: past it,
 * the speaker of the word before, since nobody was heard to change.
 */
const NEAREST_TURN_MS = 1500;

/**
 * Each word with the speaker of the turn it overlaps most (turns in time order, as the analysis
 * gives them); a word in no turn takes the nearest one near enough, else the speaker before it.
 * With `keepChosen`, a word that has a speaker keeps it (one the person chose, or a new word
 * written beside labelled ones).
 */
export function wordsWithSpeakers<W extends CaptionWord>(
  words: readonly W[],
  turns: readonly SpeakerTurn[],
  { keepChosen = false }: { keepChosen?: boolean } = {},
): W[] {
  if (turns.length === 0) return [...words];
  let first = 0;
  let previous: string | undefined;
  return words.map((word) => {
    // Turns ending before this word cannot hold a later one either: words are in time order.
    while (first < turns.length && (turns[first]?.end_ms ?? 0) <= word.start - NEAREST_TURN_MS) first++;
    let best: string | undefined;
    let bestOverlap = 0;
    let nearest: string | undefined;
    let nearestGap = NEAREST_TURN_MS;
    for (let i = first; i < turns.length; i++) {
      const turn = turns[i];
      if (!turn || turn.start_ms >= word.end + NEAREST_TURN_MS) break;
      const overlap = Math.min(word.end, turn.end_ms) - Math.max(word.start, turn.start_ms);
      if (overlap > bestOverlap) {
        bestOverlap = overlap;
        best = turn.speaker;
      }
      const gap = Math.max(turn.start_ms - word.end, word.start - turn.end_ms);
      if (overlap <= 0 && gap < nearestGap) {
        nearestGap = gap;
        nearest = turn.speaker;
      }
    }
    const speaker = (keepChosen ? word.speaker : undefined) ?? best ?? nearest ?? previous;
    previous = speaker;
    return speaker === undefined ? word : { ...word, speaker };
  });
}

export interface WordRun {
  speaker: string | undefined;
  /** Index of the run's first word in the transcript. */
  first: number;
  /** Index of its last word. */
  last: number;
}

/** Consecutive words of one speaker: the transcript's turns. */
export function speakerRuns(words: readonly CaptionWord[]): WordRun[] {
  const runs: WordRun[] = [];
  words.forEach((word, index) => {
    const current = runs[runs.length - 1];
    if (current && current.speaker === word.speaker) current.last = index;
    else runs.push({ speaker: word.speaker, first: index, last: index });
  });
  return runs;
}

/**
 * The words as the captions show them: a coloured speaker's words in their colour. A word's own
 * emphasis colour wins, being the more particular choice.
 */
export function speakerColouredWords<W extends CaptionWord>(
  words: readonly W[],
  labels: readonly Pick<SpeakerLabel, 'id' | 'color'>[],
): readonly W[] {
  const colours = new Map(labels.flatMap((label) => (label.color ? [[label.id, label.color]] : [])));
  if (colours.size === 0) return words;
  return words.map((word) => {
    const color = word.speaker === undefined ? undefined : colours.get(word.speaker);
    if (!color || word.emphasis?.color) return word;
    return { ...word, emphasis: { ...word.emphasis, color } };
  });
}

/**
 * "Remove this speaker's words": one cut over each run of their words, from its first word's
 * start to its last word's end, so the other speakers' words and the pauses around them stay.
 */
export function speakerCuts(words: readonly CaptionWord[], speaker: string): Cut[] {
  return speakerRuns(words)
    .filter((run) => run.speaker === speaker)
    .flatMap((run) => {
      const start = words[run.first]?.start;
      const end = words[run.last]?.end;
      return start === undefined || end === undefined || end <= start
        ? []
        : [{ start_ms: start, end_ms: end, reason: 'speaker' as const, speaker }];
    });
}

/**
 * The ranges (source ms) said by one speaker: a range is the speaker's whose word it overlaps, or
 * whose word ends last before it (a sound in a pause belongs to whoever was talking). "Remove filler
 * words" for one person only, when the others' hesitations are part of the conversation.
 */
export function rangesOfSpeaker<R extends { start: number; end: number }>(
  ranges: readonly R[],
  words: readonly CaptionWord[],
  speaker: string,
): R[] {
  return ranges.filter((range) => {
    // The last word to start before the range ends: the one it overlaps, or the one before its pause.
    let owner: CaptionWord | undefined;
    for (const word of words) {
      if (word.start >= range.end) break;
      owner = word;
    }
    return owner?.speaker === speaker;
  });
}
