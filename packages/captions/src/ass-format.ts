// The small encodings of the ASS format: colours, times, safe text, and size steps.
import type { CaptionStyle } from './caption-style';

type SizeStep = CaptionStyle['strokeSize'];

/** Outline (stroke) width in px at a 1080-px-wide frame, per size step. */
export const STROKE_WIDTHS: Record<SizeStep, number> = { none: 0, sm: 2, md: 4, lg: 6, xl: 9 };
/** Shadow depth in px at a 1080-px-wide frame, per size step. */
export const SHADOW_DEPTHS: Record<SizeStep, number> = { none: 0, sm: 2, md: 4, lg: 7, xl: 10 };

interface AssColor {
  /** `&HBBGGRR&`, for `\c` style override tags. */
  bgr: string;
  /** `&HAA&` where 00 is opaque and FF invisible, for `\1a`-style tags. */
  alpha: string;
  /** `&HAABBGGRR`, for the style line. */
  full: string;
}

const hex2 = (value: number) => value.toString(16).toUpperCase().padStart(2, '0');

/** `#rrggbb` or `#rrggbbaa` (CSS alpha: ff opaque) in ASS notation (alpha inverted: 00 opaque). */
export function assColor(color: string): AssColor {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/i.exec(color);
  if (!match) throw new Error(`Not a #rrggbb colour: ${color}`);
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => (part ?? '00').toUpperCase());
  const alpha = hex2(255 - Number.parseInt(match[4] ?? 'ff', 16));
  return { bgr: `&H${b}${g}${r}&`, alpha: `&H${alpha}&`, full: `&H${alpha}${b}${g}${r}` };
}

/** H:MM:SS.cc, rounded to the centisecond the format counts in. */
export function assTime(ms: number): string {
  const cs = Math.max(0, Math.round(ms / 10));
  const hours = Math.floor(cs / 360_000);
  const minutes = Math.floor(cs / 6000) % 60;
  const seconds = Math.floor(cs / 100) % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${hours}:${pad(minutes)}:${pad(seconds)}.${pad(cs % 100)}`;
}

/** Round `ms` to the 10 ms steps ASS event times can express. */
export const toCentiseconds = (ms: number) => Math.max(0, Math.round(ms / 10)) * 10;

/**
 * User text as inert ASS text: it can never open an override block, start a line break or
 * a new event. `{`/`}` become libass's `\{`/`\}` escapes; a backslash gets a WORD JOINER
 * (U+2060, invisible) after it so `\N`, `\n`, `\h` and `\{` stay literal; line breaks of any
 * kind (which would end the Dialogue line and start another) become spaces.
 */
export function escapeAssText(text: string): string {
  return text
    .replace(/[\r\n\v\f\u0085\u2028\u2029]+/g, ' ')
    .replace(/\\/g, '\\\u2060')
    .replace(/[{}]/g, (brace) => `\\${brace}`);
}

/**
 * A font family as a style-line field: fields are comma-separated and end at the line's end,
 * so commas and line breaks cannot be written; they are replaced by spaces (the caller then
 * names the exact family with `\fn`, see `needsFontOverride`).
 */
export function assStyleField(value: string): string {
  return value.replace(/[,\r\n\v\f\u0085\u2028\u2029]/g, ' ').trim();
}

/** A family the style line cannot carry exactly, which `\fn` in the event can. */
export function needsFontOverride(family: string): boolean {
  return assStyleField(family) !== family && !/[\\{}\r\n]/.test(family);
}

/** A number as ASS writes it: at most two decimals, no trailing zeros. */
export const assNumber = (value: number) => String(Math.round(value * 100) / 100);
