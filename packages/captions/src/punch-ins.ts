// Auto-zoom punch-ins (docs/automatic-editing.md "Punch-in zooms"): a quick scale-in, held for
// the phrase, on emphasised words and sentence starts, growing from the frame's centre or, with a
// face-following reframe, from the face (zoom-on-face.ts). The moments are chosen here from the
// words; the render and the preview both draw `zoomAt`'s curve about `zoomPivotAt`'s point.
import type { TimeRange } from './timeline';

export const punchInDensities = ['subtle', 'energetic'] as const;
export type PunchInDensity = (typeof punchInDensities)[number];

export interface ZoomMoment extends TimeRange {
  /** The scale held through the moment, 1.01–1.5. */
  scale: number;
  /**
   * The point of the frame (fractions) that stays put while the picture grows around it; the
   * centre without one.
   */
  pivot?: { x: number; y: number };
}

interface PhraseWord extends TimeRange {
  text: string;
  emphasis?: unknown;
}

const rules: Record<PunchInDensity, { scale: number; spacingMs: number }> = {
  subtle: { scale: 1.08, spacingMs: 6000 },
  energetic: { scale: 1.15, spacingMs: 2500 },
};
/** The zoom eases in over this long, and back out over ZOOM_OUT_MS at the moment's end. */
export const ZOOM_IN_MS = 200;
export const ZOOM_OUT_MS = 150;
const MIN_MOMENT_MS = 600;
const MAX_MOMENT_MS = 4000;
const PHRASE_PAUSE_MS = 400;
const phraseEnd = /[.!?…,;:—–。！？，、；：]["'”’)\]」』]*$/u;
const sentenceEnd = /[.!?…。！？]["'”’)\]」』]*$/u;

/** When the phrase `words[from]` is in ends: at clause or sentence punctuation, or before a pause. */
function endOfPhrase(words: readonly PhraseWord[], from: number): number {
  let i = from;
  while (
    i + 1 < words.length &&
    !phraseEnd.test(words[i]?.text ?? '') &&
    (words[i + 1]?.start ?? 0) - (words[i]?.end ?? 0) < PHRASE_PAUSE_MS
  )
    i++;
  return words[i]?.end ?? 0;
}

/**
 * The moments to punch in: from each emphasised word to the end of its phrase, then from each
 * sentence's start to the end of its first phrase, at most one per the density's spacing.
 */
export function punchIns(words: readonly PhraseWord[], density: PunchInDensity): ZoomMoment[] {
  const { scale, spacingMs } = rules[density];
  const emphasised = words.flatMap((word, i) => (word.emphasis ? [i] : []));
  const sentenceStarts = words.flatMap((_, i) =>
    i === 0 || sentenceEnd.test(words[i - 1]?.text ?? '') ? [i] : [],
  );
  const chosen: ZoomMoment[] = [];
  for (const i of [...emphasised, ...sentenceStarts]) {
    const start = words[i]?.start ?? 0;
    const end = Math.min(start + MAX_MOMENT_MS, endOfPhrase(words, i));
    if (end - start < MIN_MOMENT_MS) continue;
    if (
      chosen.some(
        (moment) => Math.abs(moment.start - start) < spacingMs || (start < moment.end && end > moment.start),
      )
    )
      continue;
    chosen.push({ start, end, scale });
  }
  return chosen.sort((a, b) => a.start - b.start);
}

/**
 * The punch-in the person asks for at `words[index]` (the word bar's "Punch in here"): from the
 * word to the end of its phrase at the density's scale, as punchIns would place it there. A
 * phrase too short for punchIns is held for its minimum instead of refused, so the zoom still
 * settles before it eases out. Null when there is no such word.
 */
export function punchInAt(
  words: readonly PhraseWord[],
  index: number,
  density: PunchInDensity,
): ZoomMoment | null {
  const word = words[index];
  if (!word) return null;
  const end = Math.min(word.start + MAX_MOMENT_MS, endOfPhrase(words, index));
  return { start: word.start, end: Math.max(end, word.start + MIN_MOMENT_MS), scale: rules[density].scale };
}

/** Eases 0→1 (half a cosine): no jolt at either end. */
const ease = (u: number) => (1 - Math.cos(Math.PI * Math.min(1, Math.max(0, u)))) / 2;

/** The picture's scale at `ms`: 1, easing up to a moment's scale as it starts and back as it ends. */
export function zoomAt(ms: number, moments: readonly ZoomMoment[]): number {
  return moments.reduce(
    (zoom, m) => zoom + (m.scale - 1) * ease((ms - m.start) / ZOOM_IN_MS) * ease((m.end - ms) / ZOOM_OUT_MS),
    1,
  );
}

const CENTRE = { x: 0.5, y: 0.5 };

/** The point the picture grows from at `ms`: the pivot of the moment zoomed then, else the centre. */
export function zoomPivotAt(ms: number, moments: readonly ZoomMoment[]): { x: number; y: number } {
  return moments.find((m) => ms >= m.start && ms <= m.end)?.pivot ?? CENTRE;
}
