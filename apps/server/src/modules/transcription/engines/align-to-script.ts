// Places every script word on the time line from what the recogniser heard: words it heard in
// the script's order take its times (an edit-distance alignment), and the words between them
// share the gap in proportion to their length.
import type { RecognisedWord } from '../transcriber';
import type { ScriptToken } from './script-tokens';

export interface HeardWord {
  word: string;
  start: number;
  end: number;
  confidence: number;
}

/** Guessed length of a word nobody timed, per letter, and its bounds. */
const MS_PER_LETTER = 70;
const MIN_GUESS_MS = 120;
const MAX_GUESS_MS = 800;
/** Below this many ms per word, a gap borrows time from the words on either side. */
const MIN_GAP_MS_PER_WORD = 80;
/** The alignment only looks this far off the diagonal, so long scripts stay linear in memory. */
const BAND = 400;

export function alignToScript(
  tokens: ScriptToken[],
  heard: HeardWord[],
  durationMs: number,
): RecognisedWord[] {
  const pairs = matchInOrder(
    tokens.map((t) => t.key),
    heard.map((h) => h.word),
  );
  const timed: (RecognisedWord | null)[] = tokens.map((token, i) => {
    const match = pairs.get(i);
    const word = match === undefined ? undefined : heard[match];
    return word ? { text: token.text, start: word.start, end: word.end, confidence: word.confidence } : null;
  });
  return fillGaps(tokens, timed, durationMs);
}

/** Script index → heard index for words both sides agree on, in order (banded Levenshtein). */
export function matchInOrder(script: string[], heard: string[]): Map<number, number> {
  const n = script.length;
  const m = heard.length;
  const width = Math.max(BAND, Math.abs(n - m) + BAND);
  const centre = (i: number) => (n === 0 ? 0 : Math.round((i * m) / n));
  const cols = 2 * width + 1;
  // 0 = diagonal (match or substitution), 1 = skip a script word, 2 = skip a heard word.
  const moves = new Uint8Array((n + 1) * cols);
  let previous = new Float64Array(cols).fill(Number.POSITIVE_INFINITY);
  let current = new Float64Array(cols);
  for (let i = 0; i <= n; i++) {
    current.fill(Number.POSITIVE_INFINITY);
    for (let c = 0; c < cols; c++) {
      const j = centre(i) - width + c;
      if (j < 0 || j > m) continue;
      if (i === 0) {
        current[c] = j;
        moves[c] = 2;
        continue;
      }
      const at = (row: Float64Array, rowI: number, col: number) => {
        const k = col - (centre(rowI) - width);
        return k >= 0 && k < cols ? (row[k] as number) : Number.POSITIVE_INFINITY;
      };
      const diagonal =
        j > 0 ? at(previous, i - 1, j - 1) + (script[i - 1] === heard[j - 1] ? 0 : 1) : Infinity;
      const up = at(previous, i - 1, j) + 1;
      const left = j > 0 ? (current[c - 1] ?? Number.POSITIVE_INFINITY) + 1 : Infinity;
      const best = Math.min(diagonal, up, left);
      current[c] = best;
      moves[i * cols + c] = best === diagonal ? 0 : best === up ? 1 : 2;
    }
    [previous, current] = [current, previous];
  }
  const pairs = new Map<number, number>();
  let i = n;
  let j = m;
  while (i > 0 && j >= 0) {
    const c = j - (centre(i) - width);
    if (c < 0 || c >= cols) break;
    const move = moves[i * cols + c];
    if (move === 0 && j > 0) {
      if (script[i - 1] === heard[j - 1]) pairs.set(i - 1, j - 1);
      i--;
      j--;
    } else if (move === 1) i--;
    else if (j > 0) j--;
    else i--;
  }
  return pairs;
}

function fillGaps(
  tokens: ScriptToken[],
  timed: (RecognisedWord | null)[],
  durationMs: number,
): RecognisedWord[] {
  const out = [...timed];
  let i = 0;
  while (i < out.length) {
    if (out[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j < out.length && !out[j]) j++;
    placeRun(tokens, out, i, j, durationMs);
    i = j;
  }
  return out as RecognisedWord[];
}

/** Gives times to the untimed words i..j-1 between their timed neighbours. */
function placeRun(
  tokens: ScriptToken[],
  out: (RecognisedWord | null)[],
  from: number,
  to: number,
  durationMs: number,
): void {
  const before = out[from - 1] ?? null;
  const after = out[to] ?? null;
  const run = tokens.slice(from, to);
  const guess = run.reduce(
    (sum, t) => sum + Math.min(MAX_GUESS_MS, Math.max(MIN_GUESS_MS, t.key.length * MS_PER_LETTER)),
    0,
  );
  let start = before ? before.end : Math.max(0, (after?.start ?? durationMs) - guess);
  let end = after ? after.start : Math.min(durationMs, start + guess);
  if (!before && !after) [start, end] = [0, durationMs];
  if (end - start < MIN_GAP_MS_PER_WORD * run.length) {
    // The recogniser timed a neighbour over this word too: split the neighbours' time with it.
    if (before) {
      start = Math.round((before.start + before.end) / 2);
      before.end = start;
    }
    if (after) {
      end = Math.round((after.start + after.end) / 2);
      after.start = end;
    }
  }
  const letters = run.reduce((sum, t) => sum + t.key.length, 0) || run.length;
  let at = start;
  run.forEach((token, k) => {
    const share = ((end - start) * (token.key.length || 1)) / letters;
    out[from + k] = {
      text: token.text,
      start: Math.round(at),
      end: Math.round(at + share),
      confidence: null,
    };
    at += share;
  });
}
