// The split layout (docs/reframe.md "Following the speaker"): the output frame in two stacked
// halves, each cropped on one of the two people who speak most, the one on the left on top. Always
// in the split mode; in the face mode only where the two trade turns quickly, by a rule on the
// turns alone (splitStretches), so the render and the preview split at the same moments.
import type { SpeakerTurn } from '@captionist/contracts';
import type { Size } from './reframe';
import { type SpeakerMoments, speakerShots } from './speaker-camera';
import type { TimeRange } from './timeline';

/** This many changes of speaker between the two within SPLIT_WINDOW_MS is a quick exchange… */
export const SPLIT_CHANGES = 3;
export const SPLIT_WINDOW_MS = 8000;
/**
 * …and a split, or a single shot between two splits, lasts at least this long: shorter, the
 * picture would flicker between the layouts.
 */
export const SPLIT_HOLD_MS = 3000;

/**
 * The two people a split shows, top first: of the speakers with a face seen, the two whose turns
 * last longest, the one further left (by the middle of their faces) on top; null with fewer than two.
 */
export function splitPair(speakers: SpeakerMoments): [string, string] | null {
  const spoken = new Map<string, number>();
  for (const face of speakers.faces) spoken.set(face.speaker, 0);
  for (const turn of speakers.turns) {
    const sofar = spoken.get(turn.speaker);
    if (sofar !== undefined) spoken.set(turn.speaker, sofar + Math.max(0, turn.end_ms - turn.start_ms));
  }
  const [a, b] = [...spoken.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
  if (!a || !b) return null;
  const middleX = (speaker: string) => {
    const xs = speakers.faces
      .filter((face) => face.speaker === speaker)
      .map((face) => face.x + face.w / 2)
      .sort((p, q) => p - q);
    return xs[Math.floor(xs.length / 2)] ?? 0.5;
  };
  return middleX(a[0]) <= middleX(b[0]) ? [a[0], b[0]] : [b[0], a[0]];
}

/**
 * Where the two of `pair` trade turns quickly: from the first of SPLIT_CHANGES changes of speaker
 * between them within SPLIT_WINDOW_MS to the last change of the exchange, each stretch held
 * SPLIT_HOLD_MS at least, and stretches less than SPLIT_HOLD_MS apart joined. The changes are the
 * ones the crop would cut at (speakerShots): a "yes" inside the other's turn is none, and others'
 * turns between theirs neither count nor break the exchange. In order, inside [0, durationMs].
 */
export function splitStretches(
  turns: readonly SpeakerTurn[],
  pair: readonly [string, string],
  durationMs: number,
): TimeRange[] {
  const changes = speakerShots(turns, new Set(pair), durationMs)
    .slice(1)
    .map((shot) => shot.start);
  const stretches: TimeRange[] = [];
  for (let i = 0; i + SPLIT_CHANGES - 1 < changes.length; i++) {
    const start = changes[i] as number;
    const end = changes[i + SPLIT_CHANGES - 1] as number;
    if (end - start > SPLIT_WINDOW_MS) continue;
    const last = stretches[stretches.length - 1];
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else stretches.push({ start, end });
  }
  const held: TimeRange[] = [];
  for (const stretch of stretches) {
    const end = Math.min(durationMs, Math.max(stretch.end, stretch.start + SPLIT_HOLD_MS));
    const last = held[held.length - 1];
    if (last && stretch.start - last.end < SPLIT_HOLD_MS) last.end = Math.max(last.end, end);
    else if (stretch.start < durationMs) held.push({ start: stretch.start, end });
  }
  return held;
}

/** The halves' crops: the crop's width each, its height in two even parts (equal when it allows). */
export function splitHalves(crop: Size): { top: Size; bottom: Size } {
  const top = Math.max(2, 2 * Math.floor(crop.height / 4));
  return {
    top: { width: crop.width, height: top },
    bottom: { width: crop.width, height: crop.height - top },
  };
}

/** Whether `ms` falls in one of `stretches` (in order). */
export const isSplitAt = (stretches: readonly TimeRange[], ms: number) =>
  stretches.some((stretch) => ms >= stretch.start && ms < stretch.end);
