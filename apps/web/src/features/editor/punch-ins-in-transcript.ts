// How the transcript shows the video's punch-ins and changes them one at a time: the words a
// punch-in zooms over are marked, a mark before its first word removes it, and the word bar adds
// one from a word to the end of its phrase (docs/automatic-editing.md "Punch-in zooms").
import { type PunchInDensity, punchInAt, ZOOM_IN_MS, ZOOM_OUT_MS } from '@captionist/captions';
import { type TranscriptWord, ZOOMS_MAX, type Zoom } from '@captionist/contracts';
import { formatWordTime } from './format-time';

export interface PunchInsInTranscript {
  /** The punch-in each word is in, by the word's index (a word it only partly covers too). */
  zoomOf: ReadonlyMap<number, Zoom>;
  /**
   * The punch-ins by the index of the word their mark goes before: the first word not over
   * before the punch-in starts (`words.length`: after the last word, for one past them all).
   */
  marksBefore: ReadonlyMap<number, readonly Zoom[]>;
}

export function punchInsInTranscript(
  words: readonly TranscriptWord[],
  zooms: readonly Zoom[],
): PunchInsInTranscript {
  const zoomOf = new Map<number, Zoom>();
  const marksBefore = new Map<number, Zoom[]>();
  for (const zoom of zooms) {
    const first = words.findIndex((word) => word.end > zoom.start_ms);
    const at = first < 0 ? words.length : first;
    marksBefore.set(at, [...(marksBefore.get(at) ?? []), zoom]);
    for (let index = at; index < words.length; index++) {
      const word = words[index];
      if (!word || word.start >= zoom.end_ms) break;
      if (!zoomOf.has(index)) zoomOf.set(index, zoom);
    }
  }
  return { zoomOf, marksBefore };
}

/** "0:12": when a punch-in starts, as the transcript's lines show their start. */
export const punchInTime = (zoom: Zoom) => formatWordTime(zoom.start_ms).slice(0, -4);

/** The punch-in that starts first, if any. */
const soonest = (zooms: readonly Zoom[]) =>
  zooms.reduce<Zoom | null>((first, zoom) => (first && first.start_ms <= zoom.start_ms ? first : zoom), null);

/**
 * A zoom shorter than its ease in and out never settles: a trimmed punch-in must be at least
 * this long to be added.
 */
const SHORTEST_MS = ZOOM_IN_MS + ZOOM_OUT_MS;

export type PunchInAdded =
  | { ok: true; zooms: Zoom[]; added: Zoom; trimmed: boolean }
  | { ok: false; message: string };

/**
 * `zooms` with a punch-in from `words[index]` to the end of its phrase (punchInAt), ending where
 * the next punch-in starts if it would run into it; refused, with why, when the word is already
 * zoomed, the next punch-in is too close, or the video has as many as it may.
 */
export function addPunchIn(
  words: readonly TranscriptWord[],
  index: number,
  density: PunchInDensity,
  zooms: readonly Zoom[],
): PunchInAdded {
  const moment = punchInAt(words, index, density);
  if (!moment) return { ok: false, message: 'Pick a word to punch in on first.' };
  if (zooms.length >= ZOOMS_MAX)
    return {
      ok: false,
      message: `A video may have at most ${ZOOMS_MAX} punch-ins. Remove one to add another.`,
    };
  const start = Math.round(moment.start);
  const covering = zooms.find((zoom) => zoom.start_ms <= start && zoom.end_ms > start);
  if (covering)
    return {
      ok: false,
      message: `This word is already in the punch-in at ${punchInTime(covering)}. Remove that one to change it.`,
    };
  const next = soonest(zooms.filter((zoom) => zoom.start_ms > start));
  const end = Math.min(Math.round(moment.end), next?.start_ms ?? Number.POSITIVE_INFINITY);
  if (next && end - start < SHORTEST_MS)
    return {
      ok: false,
      message: `The punch-in at ${punchInTime(next)} starts too soon after this word to zoom here. Pick an earlier word, or remove that punch-in first.`,
    };
  const added: Zoom = { start_ms: start, end_ms: end, scale: moment.scale };
  return {
    ok: true,
    zooms: [...zooms, added].sort((a, b) => a.start_ms - b.start_ms),
    added,
    trimmed: end < Math.round(moment.end),
  };
}

/** Which end of a punch-in the word bar moves to the selected word. */
export type PunchInEdge = 'start' | 'end';

/**
 * The punch-in whose `edge` the word bar can bring to `words[index]`: the one the word is in, or
 * else the nearest that ends before it (to end it here) or starts after it (to start it here);
 * null when there is none, or that edge is already at the word.
 */
export function punchInToReach(
  words: readonly TranscriptWord[],
  index: number,
  edge: PunchInEdge,
  zooms: readonly Zoom[],
): Zoom | null {
  const word = words[index];
  if (!word) return null;
  const covering = zooms.find((zoom) => zoom.start_ms < word.end && zoom.end_ms > word.start);
  const target =
    covering ??
    (edge === 'end'
      ? zooms
          .filter((zoom) => zoom.end_ms <= word.start)
          .reduce<Zoom | null>(
            (latest, zoom) => (latest && latest.end_ms >= zoom.end_ms ? latest : zoom),
            null,
          )
      : soonest(zooms.filter((zoom) => zoom.start_ms >= word.end)));
  if (!target) return null;
  const at = Math.round(edge === 'end' ? word.end : word.start);
  return (edge === 'end' ? target.end_ms : target.start_ms) === at ? null : target;
}

export type PunchInMoved = { ok: true; zooms: Zoom[]; moved: Zoom } | { ok: false; message: string };

/**
 * `zooms` with one punch-in started or ended at `words[index]` (punchInToReach's): stretched over
 * the words up to it, or shortened to it; refused, with why, when that leaves it too short to
 * zoom. No other punch-in lies between the two, so the moved one never overlaps another.
 */
export function movePunchInEdge(
  words: readonly TranscriptWord[],
  index: number,
  edge: PunchInEdge,
  zooms: readonly Zoom[],
): PunchInMoved {
  const target = punchInToReach(words, index, edge, zooms);
  const word = words[index];
  if (!target || !word) return { ok: false, message: 'Pick a word before or after a punch-in first.' };
  const moved: Zoom =
    edge === 'end'
      ? { ...target, end_ms: Math.round(word.end) }
      : { ...target, start_ms: Math.round(word.start) };
  if (moved.end_ms - moved.start_ms < SHORTEST_MS)
    return {
      ok: false,
      message: `The punch-in at ${punchInTime(target)} would be too short to zoom. Pick a word further from its ${edge === 'end' ? 'start' : 'end'}.`,
    };
  return {
    ok: true,
    zooms: zooms.map((zoom) => (zoom === target ? moved : zoom)).sort((a, b) => a.start_ms - b.start_ms),
    moved,
  };
}
