// Emoji in colour. libass draws every glyph in one colour, so a colour emoji font cannot be used;
// instead each emoji is drawn from its artwork as ASS vector drawings, one per run of same-coloured
// shapes in paint order (the layers). A caption with emoji becomes several events with the very
// same text, tags and drawing frames, so libass lays them out identically: the first draws the
// text with an empty frame where each emoji goes, each further event draws nothing but layer k of
// every emoji, on top of the one before. Identical layout needs identical advances: every drawing
// of an emoji starts with the two corners of its frame (moves, which count in libass's drawing box
// but draw nothing), and its shapes are kept inside that frame.
import { assColor, escapeAssText } from './ass-format';
import { type ScriptFontRuns, withScriptFonts } from './script-fonts';

/** The artwork of one emoji, as the server sends it (GET /api/emoji/:name). */
export interface EmojiArt {
  /** The artwork's square side in its own units (36 for Twemoji). */
  size: number;
  /** Back to front; `path` is ASS drawing commands (m, l, b) in the artwork's units. */
  layers: { color: string; opacity: number; path: string }[];
}

export type EmojiArtSet = ReadonlyMap<string, EmojiArt>;

/** A word cut into plain text and emoji (each an RGI sequence: flags, skin tones, ZWJ sequences). */
export type TextPiece = { text: string } | { emoji: string };

const rgiEmoji = /^\p{RGI_Emoji}$/v;
const anyEmoji = /\p{RGI_Emoji}/v;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

const isEmoji = (grapheme: string) => rgiEmoji.test(grapheme);

export function splitEmoji(text: string): TextPiece[] {
  // Most words hold no emoji: one scan, instead of cutting every word into graphemes (which cost
  // 0.4 s on opening a 30,000-word transcript).
  if (!anyEmoji.test(text)) return text ? [{ text }] : [];
  const pieces: TextPiece[] = [];
  let plain = '';
  for (const { segment } of graphemes.segment(text)) {
    if (!isEmoji(segment)) {
      plain += segment;
      continue;
    }
    if (plain) pieces.push({ text: plain });
    plain = '';
    pieces.push({ emoji: segment });
  }
  if (plain) pieces.push({ text: plain });
  return pieces;
}

/** Every distinct emoji in the texts, in order of appearance. */
export function emojiIn(texts: readonly string[]): string[] {
  const found = new Set<string>();
  for (const text of texts)
    for (const piece of splitEmoji(text)) if ('emoji' in piece) found.add(piece.emoji);
  return [...found];
}

/**
 * The artwork's file name: code points in lowercase hex joined by '-', without the emoji
 * presentation selector U+FE0F unless the sequence has a zero-width joiner (Twemoji's rule).
 */
export function emojiArtName(emoji: string): string {
  const points = [...emoji].map((char) => char.codePointAt(0) ?? 0);
  const kept = points.includes(0x200d) ? points : points.filter((point) => point !== 0xfe0f);
  return kept.map((point) => point.toString(16)).join('-');
}

/** The artwork of each emoji that has some, keyed by the emoji (buildAssDocument's `emoji`), from artwork by name. */
export function artByEmoji(
  emoji: readonly string[],
  named: (name: string) => EmojiArt | undefined,
): Map<string, EmojiArt> {
  const set = new Map<string, EmojiArt>();
  for (const each of emoji) {
    const art = named(emojiArtName(each));
    if (art) set.set(each, art);
  }
  return set;
}

/** An emoji is this many times the font size, and sits this share of its size below the baseline. */
export const EMOJI_SCALE = 0.95;
const EMOJI_DROP = 0.12;
// \p3: drawing coordinates in quarter pixels, fine enough for the artwork's curves.
const DRAWING_SCALE = 3;
const UNITS_PER_PX = 2 ** (DRAWING_SCALE - 1);

/**
 * The ASS for one emoji at `fontPx`: layer `layer` of its artwork, or only its empty frame (layer
 * -1, or a layer the artwork does not have), which takes the emoji's place and draws nothing.
 * A layer sets its own colour, alpha and no outline: the caller hides any text after it. With
 * `revealAtMs` the layer appears at that time of the event (the typewriter entrance).
 */
export function emojiDrawing(art: EmojiArt, fontPx: number, layer: number, revealAtMs?: number): string {
  const side = Math.max(1, Math.round(fontPx * EMOJI_SCALE * UNITS_PER_PX));
  const frame = `m 0 0 m ${side} ${side}`;
  const shape = art.layers[layer];
  let tags = `\\pbo${Math.round(side * EMOJI_DROP)}\\p${DRAWING_SCALE}`;
  let body = '';
  if (shape) {
    // Secondary too: karaoke draws a section in it until the section is sung.
    const alpha = alphaTag(shape.opacity);
    const visible = `\\1a${alpha}\\2a${alpha}`;
    const shown =
      revealAtMs === undefined
        ? visible
        : `\\1a&HFF&\\2a&HFF&\\t(${revealAtMs},${revealAtMs + 1},${visible})`;
    const color = assColor(shape.color).bgr;
    tags = `\\1c${color}\\2c${color}${shown}\\bord0\\shad0${tags}`;
    body = ` ${scaleDrawing(shape.path, side / art.size, side)}`;
  }
  return `{${tags}}${frame}${body}{\\p0}`;
}

/** How many layers the most layered of these emoji has. */
export function layerCount(emoji: readonly string[], art: EmojiArtSet): number {
  return Math.max(0, ...emoji.map((name) => art.get(name)?.layers.length ?? 0));
}

// Shapes stay inside the frame, so that every layer has the frame's advance.
function scaleDrawing(path: string, scale: number, side: number): string {
  return path.replace(/-?\d+(?:\.\d+)?(?:e-?\d+)?/gi, (number) =>
    String(Math.min(side, Math.max(0, Math.round(Number(number) * scale)))),
  );
}

const alphaTag = (opacity: number) =>
  `&H${Math.round(255 * (1 - Math.min(1, Math.max(0, opacity))))
    .toString(16)
    .toUpperCase()
    .padStart(2, '0')}&`;

/** Emoji layers are drawn by events on these layers and up, above the captions and the hook. */
export const EMOJI_LAYER = 3;

export interface EmojiContext {
  art: EmojiArtSet;
  /** The caption's font size, which the emoji follow. */
  fontPx: number;
  /** The shipped fonts for the characters the caption font lacks (script-fonts.ts). */
  scripts?: ScriptFontRuns | undefined;
}

/**
 * A word's text as ASS: on the caption's own event (layer -1) the text, with an empty frame where
 * each emoji goes; on an emoji event layer `layer` of each emoji, and the text hidden.
 */
export function wordBody(text: string, drawn: EmojiContext, layer: number, revealAtMs?: number): string {
  // No outline or shadow either: the same layout (libass lays out by the glyphs alone) and a
  // third of the images to blend, invisible as they are.
  const hide = layer >= 0 ? '{\\alpha&HFF&\\bord0\\shad0}' : '';
  return splitEmoji(text)
    .map((piece) => {
      const art = 'emoji' in piece ? drawn.art.get(piece.emoji) : undefined;
      if (art) return emojiDrawing(art, drawn.fontPx, layer, revealAtMs);
      if ('emoji' in piece) return `${hide}${escapeAssText(piece.emoji)}`;
      return `${hide}${withScriptFonts(piece.text, drawn.scripts)}`;
    })
    .join('');
}
