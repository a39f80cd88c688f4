// The hook title: a short headline in a box near the top of the frame for the first seconds.
// It is there at full strength from the very first frame, which platforms show as the thumbnail
// and a scrolling viewer sees first; it only fades out.
import { FADE_OUT_MS } from './ass-animation';
import { assNumber, assTime } from './ass-format';
import { HOOK_SIZE_RATIO } from './ass-styles';
import type { CaptionStyle } from './caption-style';
import { EMOJI_LAYER, type EmojiArtSet, emojiIn, layerCount, wordBody } from './emoji';
import type { ScriptFontRuns } from './script-fonts';
import { DEFAULT_AVERAGE_ADVANCE, estimateTextWidth, isRightToLeft, isUnspacedWord } from './text-layout';

export interface HookTitle {
  text: string;
  /** How long it stays, ms from the start of the video (default 3000). */
  durationMs?: number;
}

export const DEFAULT_HOOK_MS = 3000;
/** The hook's centre sits at this percent of the frame height. */
export const HOOK_POSITION = 15;
/** Hook lines stay inside the middle 80 % of the width. */
const HOOK_WIDTH_RATIO = 0.8;

export interface HookFrame {
  width: number;
  height: number;
  /** The caption font size in px; the hook is HOOK_SIZE_RATIO times it. */
  fontPx: number;
  averageAdvance?: number;
  emoji: EmojiArtSet;
  scripts?: ScriptFontRuns | undefined;
}

/** The hook's event, then one event per layer of its emoji (see emoji.ts). */
export function hookEvents(
  hook: HookTitle,
  style: CaptionStyle,
  fontTags: string,
  frame: HookFrame,
): string[] {
  const { width, height, fontPx, averageAdvance = DEFAULT_AVERAGE_ADVANCE, emoji, scripts } = frame;
  const size = fontPx * HOOK_SIZE_RATIO;
  const text = style.uppercase ? hook.text.toUpperCase() : hook.text;
  const lines = wrapLines(text.replace(/\s+/g, ' ').trim(), width * HOOK_WIDTH_RATIO, size, averageAdvance);
  const tags = `\\an5${isRightToLeft(text) ? '\\fe-1' : ''}\\pos(${assNumber(width / 2)},${assNumber((height * HOOK_POSITION) / 100)})\\fad(0,${FADE_OUT_MS})${fontTags}`;
  const end = assTime(hook.durationMs ?? DEFAULT_HOOK_MS);
  const event = (layer: number, emojiLayer: number) => {
    const body = lines
      .map((line) => wordBody(line, { art: emoji, fontPx: size, scripts }, emojiLayer))
      .join('\\N');
    return `Dialogue: ${layer},${assTime(0)},${end},Hook,,0,0,0,,{${tags}}${body}`;
  };
  const layers = layerCount(emojiIn(lines), emoji);
  return [event(2, -1), ...Array.from({ length: layers }, (_, layer) => event(EMOJI_LAYER + layer, layer))];
}

/** Greedy word wrap by the width estimate; text without spaces (CJK) wraps between characters. */
function wrapLines(text: string, maxWidth: number, size: number, advance: number): string[] {
  const tokens = text.split(' ').flatMap((token) => (isUnspacedWord(token) ? [...token] : [token]));
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const joiner = line === '' || (isUnspacedWord(token) && isUnspacedWord(line.at(-1) ?? '')) ? '' : ' ';
    const candidate = `${line}${joiner}${token}`;
    if (line !== '' && estimateTextWidth(candidate, size, advance) > maxWidth) {
      lines.push(line);
      line = token;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
