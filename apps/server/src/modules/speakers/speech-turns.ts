// Who speaks when: a track's speech turns, and how far one set of turns is from another
// (docs/speakers.md). Shared by the voice analysis, its tests and the benches.

export interface SpeechTurn {
  /** ms */
  start: number;
  end: number;
  /** 0 for the first voice heard, 1 for the next new one, and so on. */
  speaker: number;
}

/**
 * Turns in time order with each run of one speaker's turns made one turn, where the gap between
 * them is at most `maxGapMs`.
 */
export function mergeTurns(turns: readonly SpeechTurn[], maxGapMs = 0): SpeechTurn[] {
  const merged: SpeechTurn[] = [];
  for (const turn of [...turns].sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    if (last && last.speaker === turn.speaker && turn.start - last.end <= maxGapMs)
      last.end = Math.max(last.end, turn.end);
    else merged.push({ ...turn });
  }
  return merged;
}

/** The same turns with speakers numbered in the order they are first heard. */
export function numberedByAppearance(turns: readonly SpeechTurn[]): SpeechTurn[] {
  const numbers = new Map<number, number>();
  return turns.map((turn) => {
    let speaker = numbers.get(turn.speaker);
    if (speaker === undefined) {
      speaker = numbers.size;
      numbers.set(turn.speaker, speaker);
    }
    return { ...turn, speaker };
  });
}

/**
 * The diarization error rate of `found` against `truth`: speech missed, plus speech found where
 * there is none, plus speech given to the wrong speaker under the mapping of found speakers to
 * true ones that makes this least, over the truth's speech time. 0 is perfect; it can exceed 1.
 * Neither list may overlap itself.
 */
export function speechError(found: readonly SpeechTurn[], truth: readonly SpeechTurn[]): number {
  const truthTime = truth.reduce((sum, turn) => sum + turn.end - turn.start, 0);
  const foundTime = found.reduce((sum, turn) => sum + turn.end - turn.start, 0);
  const shared = sharedTime(found, truth);
  const matched = bestMatch(shared);
  // missed + false alarm + confusion = (truth − both) + (found − both) + (both − matched)
  const both = [...shared.values()].reduce(
    (sum, row) => sum + [...row.values()].reduce((a, b) => a + b, 0),
    0,
  );
  const error = truthTime - both + (foundTime - both) + (both - matched);
  if (truthTime === 0) return foundTime > 0 ? 1 : 0;
  return error / truthTime;
}

/** For each found speaker, the time it shares with each true speaker (ms). */
function sharedTime(found: readonly SpeechTurn[], truth: readonly SpeechTurn[]) {
  const shared = new Map<number, Map<number, number>>();
  const sortedTruth = [...truth].sort((a, b) => a.start - b.start);
  let from = 0;
  for (const turn of [...found].sort((a, b) => a.start - b.start)) {
    while (from < sortedTruth.length && (sortedTruth[from]?.end ?? 0) <= turn.start) from++;
    for (let i = from; i < sortedTruth.length; i++) {
      const other = sortedTruth[i];
      if (!other || other.start >= turn.end) break;
      const overlap = Math.min(turn.end, other.end) - Math.max(turn.start, other.start);
      if (overlap <= 0) continue;
      const row = shared.get(turn.speaker) ?? new Map<number, number>();
      row.set(other.speaker, (row.get(other.speaker) ?? 0) + overlap);
      shared.set(turn.speaker, row);
    }
  }
  return shared;
}

/**
 * The most shared time a one-to-one mapping of found speakers to true ones can give. An
 * exhaustive search: a track has a handful of speakers.
 */
function bestMatch(shared: Map<number, Map<number, number>>): number {
  const rows = [...shared.values()];
  const search = (index: number, taken: Set<number>): number => {
    const row = rows[index];
    if (!row) return 0;
    let best = search(index + 1, taken);
    for (const [speaker, time] of row) {
      if (taken.has(speaker)) continue;
      taken.add(speaker);
      best = Math.max(best, time + search(index + 1, taken));
      taken.delete(speaker);
    }
    return best;
  };
  return search(0, new Set());
}
