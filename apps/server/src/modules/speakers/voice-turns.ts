// Who speaks when, from the sound alone (docs/speakers.md): the speech is cut where the voice
// changes without a pause, then into overlapping 1.5 s windows, each summed up as a voice print;
// the prints are grouped into voices, and each piece of speech given to the voice of the windows
// over it; turns too short to be a turn join a neighbour.
import { mergeTurns, numberedByAppearance, type SpeechTurn } from './speech-turns';
import { speechRanges } from './voice-activity';
import { voiceChanges } from './voice-changes';
import { voiceClusters } from './voice-clusters';
import { voiceFrames } from './voice-features';
import { type Stretch, voicePrint } from './voice-prints';

export interface VoiceTurnsOptions {
  /** Where someone speaks (ms), when already known; found with speechRanges otherwise. */
  speech?: readonly Stretch[];
  /** The most voices to tell apart. */
  maxSpeakers?: number;
}

/** Long enough to hear a voice over its words, short enough to fall within one turn mostly. */
const WINDOW_MS = 1500;
const WINDOW_HOP_MS = 500;
/** A change of voice within a stretch of speech that lasts less than this is a mistake. */
const MIN_TURN_MS = 700;
const DEFAULT_MAX_SPEAKERS = 4;

export function voiceTurns(
  pcm: Float32Array,
  sampleRate: number,
  options: VoiceTurnsOptions = {},
): SpeechTurn[] {
  const speech = options.speech ?? speechRanges(pcm, sampleRate);
  if (speech.length === 0) return [];
  const frames = voiceFrames(pcm, sampleRate);
  const segments = speech.flatMap((range) => {
    const cuts = [range.start, ...voiceChanges(frames, range), range.end];
    return cuts.slice(1).map((end, i) => ({ start: cuts[i] ?? range.start, end }));
  });
  const windows = segments.map((segment) =>
    windowsOf(segment).flatMap((window) => {
      const print = voicePrint(frames, window);
      return print ? [{ ...window, print, speaker: 0 }] : [];
    }),
  );
  const labels = voiceClusters(
    windows.flat().map((w) => w.print),
    options.maxSpeakers ?? DEFAULT_MAX_SPEAKERS,
  );
  let next = 0;
  for (const window of windows.flat()) window.speaker = labels[next++] ?? 0;
  const turns: SpeechTurn[] = [];
  let previous = 0;
  segments.forEach((segment, i) => {
    const own = windows[i] ?? [];
    // Speech too short for a print goes to whoever spoke just before.
    const pieces = own.length > 0 ? piecesOf(segment, own) : [{ ...segment, speaker: previous }];
    turns.push(...pieces);
    previous = pieces[pieces.length - 1]?.speaker ?? previous;
  });
  return numberedByAppearance(mergeTurns(turns));
}

/** Windows over the range, the last one ending with it; a short range is one window. */
function windowsOf(range: Stretch): Stretch[] {
  const length = range.end - range.start;
  if (length <= WINDOW_MS) return [{ ...range }];
  const count = Math.ceil((length - WINDOW_MS) / WINDOW_HOP_MS) + 1;
  const hop = (length - WINDOW_MS) / (count - 1);
  return Array.from({ length: count }, (_, i) => ({
    start: range.start + i * hop,
    end: range.start + i * hop + WINDOW_MS,
  }));
}

/**
 * The range cut where the voice of consecutive windows changes (halfway between their centres),
 * pieces shorter than MIN_TURN_MS given to the longer neighbour.
 */
function piecesOf(range: Stretch, windows: readonly (Stretch & { speaker: number })[]): SpeechTurn[] {
  let pieces: SpeechTurn[] = [];
  windows.forEach((window, i) => {
    const last = pieces[pieces.length - 1];
    if (last && last.speaker === window.speaker) return;
    const before = windows[i - 1];
    const cut = before ? (before.start + before.end + window.start + window.end) / 4 : range.start;
    if (last) last.end = cut;
    pieces.push({ start: cut, end: range.end, speaker: window.speaker });
  });
  for (;;) {
    const shortest = pieces.reduce<SpeechTurn | null>(
      (best, piece) =>
        piece.end - piece.start < (best ? best.end - best.start : MIN_TURN_MS) ? piece : best,
      null,
    );
    if (!shortest || pieces.length === 1) break;
    const i = pieces.indexOf(shortest);
    const [before, after] = [pieces[i - 1], pieces[i + 1]];
    const into =
      before && (!after || before.end - before.start >= after.end - after.start)
        ? before
        : (after as SpeechTurn);
    into.start = Math.min(into.start, shortest.start);
    into.end = Math.max(into.end, shortest.end);
    pieces.splice(i, 1);
    pieces = mergeTurns(pieces);
  }
  return pieces;
}
