// Remove silences: the pauses between words (and before the first and after the last) that the
// audio confirms are quiet, cut down to a small natural margin around the speech
// (docs/automatic-editing.md "Remove silences"). Sound no word covers (a breath, an "um" the
// speech engine left out) splits a pause, so it is never cut as silence.
import type { TimeRange } from './timeline';

export const silencePaces = ['extra-fast', 'fast', 'natural'] as const;
export type SilencePace = (typeof silencePaces)[number];

export interface SilenceRule {
  /** A pause at least this long is cut. */
  minPauseMs: number;
  /** Kept on each side of a cut pause next to speech. */
  marginMs: number;
}

/**
 * The three paces short-form editors offer: extra fast cuts pauses from 0.1 s, fast from 0.2 s,
 * natural from 0.6 s. What is left of a cut pause is twice the margin.
 */
export const silenceRules: Record<SilencePace, SilenceRule> = {
  'extra-fast': { minPauseMs: 100, marginMs: 30 },
  fast: { minPauseMs: 200, marginMs: 60 },
  natural: { minPauseMs: 600, marginMs: 150 },
};

/** A custom minimum pause keeps a margin in proportion, at most natural's. */
export function customSilenceRule(minPauseMs: number): SilenceRule {
  return { minPauseMs, marginMs: Math.min(silenceRules.natural.marginMs, Math.round(minPauseMs / 4)) };
}

/**
 * The cuts that remove the pauses. `quiet` are the audio's quiet ranges (null when the audio was
 * not measured: then the gaps between words are taken as they are).
 */
export function silenceCuts(
  words: readonly TimeRange[],
  quiet: readonly TimeRange[] | null,
  rule: SilenceRule,
  durationMs: number,
): TimeRange[] {
  if (words.length === 0) return [];
  const sorted = [...words].sort((a, b) => a.start - b.start);
  const gaps: TimeRange[] = [];
  let spokenUntil = 0;
  for (const word of sorted) {
    if (word.start > spokenUntil) gaps.push({ start: spokenUntil, end: word.start });
    spokenUntil = Math.max(spokenUntil, word.end);
  }
  if (durationMs > spokenUntil) gaps.push({ start: spokenUntil, end: durationMs });
  const pauses = quiet ? gaps.flatMap((gap) => intersect(gap, quiet)) : gaps;
  return pauses.flatMap((pause) => {
    if (pause.end - pause.start < rule.minPauseMs) return [];
    // The video's own start and end need no margin: nothing is spoken beyond them.
    const start = pause.start === 0 ? 0 : pause.start + rule.marginMs;
    const end = pause.end === durationMs ? durationMs : pause.end - rule.marginMs;
    return end > start ? [{ start, end }] : [];
  });
}

function intersect(gap: TimeRange, quiet: readonly TimeRange[]): TimeRange[] {
  return quiet.flatMap((range) => {
    const start = Math.max(gap.start, range.start);
    const end = Math.min(gap.end, range.end);
    return end > start ? [{ start, end }] : [];
  });
}
