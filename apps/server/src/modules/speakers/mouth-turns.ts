// Who speaks when on screen: while the sound has speech, the person whose mouth moves most is
// the one speaking, and nobody's moving clearly means the voice is off screen. Each speech
// stretch is cut into short steps; each step scores every visible person by how much their
// mouth opens and closes around it (the spread of their openness), and the likeliest sequence
// of speakers, paying for each change, is chosen (Viterbi), so a single step's doubt never
// splits a turn.

export interface MouthReading {
  person: number;
  /** ms */
  t: number;
  open: number;
}

export interface MouthTurn {
  start: number;
  end: number;
  /** The person speaking, or -1: nobody on screen moves their mouth with the voice. */
  speaker: number;
}

/** Steps of a speech stretch, each given to one speaker. */
const STEP_MS = 200;
/** The mouth's movement is measured over this, centred on the step (about four syllables). */
const WINDOW_MS = 1_000;
/** The window reaches this far past a speech stretch's ends (lips part just before a sound). */
const MARGIN_MS = 100;
/** Fewer readings than this in a window say nothing about a person. */
const MIN_READINGS = 3;
/**
 * The spread of a mouth's openness that counts as speaking: still lips read about 0.005–0.015
 * (the landmarks' jitter), speaking lips 0.04–0.07.
 */
const SPEAKING_SPREAD = 0.018;
/** A change of speaker costs as much as about three steps of clear evidence. */
const CHANGE_COST = 2.5;

export function mouthTurns(
  mouths: readonly MouthReading[],
  speech: readonly { start: number; end: number }[],
): MouthTurn[] {
  const series = new Map<number, MouthReading[]>();
  for (const reading of mouths) {
    const list = series.get(reading.person) ?? [];
    list.push(reading);
    series.set(reading.person, list);
  }
  for (const list of series.values()) list.sort((a, b) => a.t - b.t);
  const people = [...series.keys()].sort((a, b) => a - b);
  const states = [-1, ...people];
  const steps: { start: number; end: number; scores: number[] }[] = [];
  for (const range of speech)
    for (let start = range.start; start < range.end; start += STEP_MS) {
      const end = Math.min(range.end, start + STEP_MS);
      const middle = (start + end) / 2;
      const from = Math.max(middle - WINDOW_MS / 2, range.start - MARGIN_MS);
      const to = Math.min(middle + WINDOW_MS / 2, range.end + MARGIN_MS);
      const scores = states.map((person) => {
        if (person < 0) return 0;
        const spread = spreadOf(series.get(person) ?? [], from, to);
        return spread === undefined ? Number.NEGATIVE_INFINITY : Math.log(spread / SPEAKING_SPREAD);
      });
      steps.push({ start, end, scores });
    }
  const path = likeliestPath(steps.map((step) => step.scores));
  const turns: MouthTurn[] = [];
  steps.forEach((step, i) => {
    const speaker = states[path[i] ?? 0] ?? -1;
    const last = turns[turns.length - 1];
    if (last && last.speaker === speaker && last.end === step.start) last.end = step.end;
    else turns.push({ start: step.start, end: step.end, speaker });
  });
  return turns;
}

/** Standard deviation of the openness read in [from, to], or undefined with too few readings. */
function spreadOf(readings: readonly MouthReading[], from: number, to: number): number | undefined {
  let count = 0;
  let sum = 0;
  let squares = 0;
  for (const { t, open } of readings) {
    if (t < from || t > to) continue;
    count++;
    sum += open;
    squares += open * open;
  }
  if (count < MIN_READINGS) return undefined;
  const mean = sum / count;
  return Math.sqrt(Math.max(0, squares / count - mean * mean)) + 1e-6;
}

/** The state per step maximising the summed scores less CHANGE_COST per change (Viterbi). */
function likeliestPath(scores: readonly number[][]): number[] {
  if (scores.length === 0) return [];
  const states = scores[0]?.length ?? 0;
  let best = [...(scores[0] ?? [])];
  const back: number[][] = [];
  for (const row of scores.slice(1)) {
    const reach = (s: number, to: number) => (best[s] ?? 0) - (s === to ? 0 : CHANGE_COST);
    const from = best.map((_, to) => {
      let pick = to;
      for (let s = 0; s < states; s++) if (reach(s, to) > reach(pick, to)) pick = s;
      return pick;
    });
    back.push(from);
    best = row.map((score, to) => score + reach(from[to] ?? to, to));
  }
  const path = [best.indexOf(Math.max(...best))];
  for (let i = back.length - 1; i >= 0; i--) path.unshift(back[i]?.[path[0] ?? 0] ?? 0);
  return path;
}
