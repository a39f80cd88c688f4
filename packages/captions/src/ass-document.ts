// Builds the complete ASS document for a video: the one file libass draws both in the
// browser preview (jassub) and in the final render (ffmpeg), so the two match.
import { activeWordTags, lineEntranceTags, sectionEntranceTags, type WordColours } from './ass-animation';
import { assColor, assNumber, assTime, needsFontOverride, toCentiseconds } from './ass-format';
import { type HookTitle, hookEvents } from './ass-hook';
import { type AssStyleSet, assStyleSet, scaledFontSize } from './ass-styles';
import { type CaptionFonts, pickFontFace } from './caption-fonts';
import type { CaptionStyle } from './caption-style';
import { EMOJI_LAYER, type EmojiArtSet, type EmojiContext, emojiIn, layerCount, wordBody } from './emoji';
import { emphasisScale, isEmphasised } from './emphasis';
import { type CaptionGroup, DEFAULT_PAUSE_MS, groupWords } from './group-words';
import { mayBreakBetween, splitWideWords } from './line-breaks';
import { type ScriptFontChoice, scriptFontRuns } from './script-fonts';
import { secondLineText, secondLineTexts } from './second-line';
import {
  DEFAULT_AVERAGE_ADVANCE,
  estimateLineWidth,
  isRightToLeft,
  joinWords,
  separatorAfter,
} from './text-layout';
import type { CaptionWord } from './words';

/** Captions stay inside the middle 90 % of the frame's width. */
export const SAFE_WIDTH_RATIO = 0.9;
/** At most two lines' worth of text in one group, before isAutoSize or line breaking. */
const MAX_GROUP_LINES = 2;
/**
 * With isAutoSize on, the captions grow until the typical (median) group fills this share of the
 * safe width, by at most AUTO_SIZE_MAX_GROWTH times the style's size; a group still too wide then
 * shrinks to fit. One size for the whole video, so captions do not jump in size group to group.
 */
export const AUTO_SIZE_FILL = 0.8;
export const AUTO_SIZE_MAX_GROWTH = 1.5;

export interface AssDocumentOptions {
  /** The real frame size in px; becomes PlayResX/PlayResY. */
  width: number;
  height: number;
  /** A title shown at the top for the first seconds. */
  hook?: HookTitle;
  /** A silence this long splits groups, and lets a group leave before the next one comes. */
  pauseMs?: number;
  /** The artwork of the emoji in the words and the hook (emojiIn); an emoji without stays text. */
  emoji?: EmojiArtSet;
  /** The shipped families that draw what the caption's font lacks (script-fonts.ts), if any. */
  scriptFonts?: readonly ScriptFontChoice[] | undefined;
  /** Words shown on a second, smaller line under each group (second-line.ts), if any. */
  secondLine?: readonly CaptionWord[] | undefined;
  /** Speakers' names by id: each caption line names its speaker in the ASS Name (actor) field. */
  speakerNames?: ReadonlyMap<string, string> | undefined;
}

/** A word as the captions show it, with its place in the transcript. */
export type ShownWord = CaptionWord & { index: number };

export interface CaptionLayout {
  /**
   * The groups shown one after another, of the words as shown (capitals, one line each, a word
   * too wide for a line cut into pieces that share its index).
   */
  groups: CaptionGroup<ShownWord>[];
  /** The captions' font size on this frame (grown by auto size), the font's average advance (em) and the safe width, px. */
  fontPx: number;
  advance: number;
  safeWidth: number;
}

/** The caption groups exactly as buildAssDocument shows them, for a frame `width` px wide. */
export function captionGroups(
  words: readonly CaptionWord[],
  style: CaptionStyle,
  fonts: CaptionFonts,
  { width, pauseMs = DEFAULT_PAUSE_MS }: { width: number; pauseMs?: number },
): CaptionLayout {
  const face = pickFontFace(fonts, style.font, style.fontWeight);
  const fontPx = scaledFontSize(style, width);
  const advance = face.averageAdvance ?? DEFAULT_AVERAGE_ADVANCE;
  const safeWidth = width * SAFE_WIDTH_RATIO;
  const cellsPerLine = safeWidth / (advance * fontPx);
  const shown = words
    .map((word, index) => ({ ...word, text: displayText(word, style), index }))
    .filter((word) => word.text);
  const groups = groupWords(splitWideWords(shown, cellsPerLine), {
    wordsPerGroup: style.wordsPerGroup,
    maxLineChars: cellsPerLine * MAX_GROUP_LINES,
    pauseMs,
  });
  const growth = style.isAutoSize ? autoSizeGrowth(groups, fontPx, advance, safeWidth) : 1;
  return { groups, fontPx: fontPx * growth, advance, safeWidth };
}

function autoSizeGrowth(groups: readonly CaptionGroup[], fontPx: number, advance: number, safeWidth: number) {
  const widths = groups.map((group) => estimateLineWidth(group.words, fontPx, advance)).sort((a, b) => a - b);
  const typical = widths[Math.floor(widths.length / 2)];
  if (!typical) return 1;
  return Math.min(AUTO_SIZE_MAX_GROWTH, Math.max(1, (AUTO_SIZE_FILL * safeWidth) / typical));
}

export function buildAssDocument(
  words: readonly CaptionWord[],
  style: CaptionStyle,
  fonts: CaptionFonts,
  {
    width,
    height,
    hook,
    pauseMs = DEFAULT_PAUSE_MS,
    emoji = new Map(),
    scriptFonts,
    secondLine,
    speakerNames,
  }: AssDocumentOptions,
): string {
  const face = pickFontFace(fonts, style.font, style.fontWeight);
  const { groups, fontPx, advance, safeWidth } = captionGroups(words, style, fonts, { width, pauseMs });
  const second = secondLine && secondLine.length > 0 ? secondLineTexts(groups, secondLine) : null;
  const styles = assStyleSet(style, face, width, {
    hook: Boolean(hook?.text.trim()),
    captionPx: fontPx,
    second: second !== null,
  });
  // libass reads the style line's Bold as on/off (700); `\b` carries the exact weight.
  const fontTags = `\\b${style.fontWeight}${needsFontOverride(face.family) ? `\\fn${face.family}` : ''}`;
  const scripts = scriptFontRuns(scriptFonts, face.family);
  const events: string[] = [];
  groups.forEach((group, index) => {
    const start = toCentiseconds(group.start);
    const next = groups[index + 1];
    let end = toCentiseconds(group.end);
    const endsInPause = !next || next.start - group.end >= pauseMs;
    if (next && (!endsInPause || next.start < group.end)) end = toCentiseconds(next.start);
    end = Math.max(end, start + 10);

    const texts = group.words.map((word) => word.text);
    const lineWidth = estimateLineWidth(group.words, fontPx, advance, styles.outline);
    const overflow = lineWidth > safeWidth;
    const shrunk =
      overflow && style.isAutoSize ? shrunkSize(fontPx, lineWidth, safeWidth, styles) : undefined;
    const sizeTag = shrunk === undefined ? '' : `\\fs${shrunk}`;
    const breakAfter = overflow && !style.isAutoSize ? balancedBreak(group.words, fontPx, advance) : -1;
    const placement = {
      x: width / 2,
      y: (height * style.position) / 100,
      slide: fontPx,
      endsInPause,
    };
    // libass lays a line out left to right unless told to take the base direction from the
    // text (\fe-1); direction marks alone do not help (measured: apps/server/test/caption-render).
    const direction = isRightToLeft(joinWords(texts)) ? '\\fe-1' : '';
    const lineTags = `\\an5${direction}${lineEntranceTags(style, placement)}${fontTags}${sizeTag}`;
    const drawn: EmojiContext = {
      art: emoji,
      fontPx: shrunk === undefined ? fontPx : Number(shrunk),
      scripts,
    };
    const speaker = group.words[0]?.speaker;
    const layout = {
      start,
      end,
      texts,
      breakAfter,
      lineTags,
      emphasised: group.words.some(isEmphasised),
      actor: actorName(speaker === undefined ? undefined : speakerNames?.get(speaker)),
    };
    if (styles.box) events.push(dialogue(0, layout, 'Box', boxText(layout, group, style, drawn)));
    events.push(dialogue(1, layout, 'Caption', captionText(layout, group, style, styles, drawn, -1)));
    for (let layer = 0; layer < layerCount(emojiIn(texts), emoji); layer++) {
      const text = captionText(layout, group, style, styles, drawn, layer);
      events.push(dialogue(EMOJI_LAYER + layer, layout, 'Caption', text));
    }
    const under = second?.[index]
      ? secondLineText(second[index] ?? '', {
          x: placement.x,
          y: placement.y,
          fontPx: drawn.fontPx,
          lines: breakAfter >= 0 ? 2 : 1,
          fontTags,
          uppercase: style.uppercase,
          scripts,
        })
      : '';
    // Wrapped inside the same safe width as the captions.
    const margin = Math.round((width * (1 - SAFE_WIDTH_RATIO)) / 2);
    if (under)
      events.push(`Dialogue: 1,${assTime(start)},${assTime(end)},Second,,${margin},${margin},0,,${under}`);
  });
  if (hook?.text.trim())
    events.push(
      ...hookEvents(hook, style, fontTags, {
        width,
        height,
        fontPx: scaledFontSize(style, width),
        averageAdvance: advance,
        emoji,
        scripts,
      }),
    );

  return [
    '[Script Info]',
    '; Generated by Captionist (packages/captions)',
    'ScriptType: v4.00+',
    `PlayResX: ${width}`,
    `PlayResY: ${height}`,
    'WrapStyle: 2',
    'ScaledBorderAndShadow: yes',
    'YCbCr Matrix: None',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    ...styles.lines,
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...events,
    '',
  ].join('\n');
}

interface LineLayout {
  start: number;
  end: number;
  texts: string[];
  /** Index of the word after which the line breaks, or -1. */
  breakAfter: number;
  lineTags: string;
  /** Some word of the line has its own look, so every word states its size and colours. */
  emphasised: boolean;
  /** The speaker's name for the Name field; empty when unknown. */
  actor: string;
}

function dialogue(layer: number, { start, end, actor }: LineLayout, styleName: string, text: string): string {
  return `Dialogue: ${layer},${assTime(start)},${assTime(end)},${styleName},${actor},0,0,0,,${text}`;
}

/** A name for the Name field: the fields are comma-separated and the line ends the event. */
const actorName = (name: string | undefined) => (name ?? '').replace(/[,\s]+/g, ' ').trim();

/** A word as shown: on one line, trimmed, in capitals when the style or its emphasis says so. */
function displayText({ text, emphasis }: CaptionWord, style: CaptionStyle): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return style.uppercase || emphasis?.uppercase ? oneLine.toUpperCase() : oneLine;
}

/**
 * A word's own size and colours, on a line where some word is emphasised: ASS tags last until
 * changed, so the words after an emphasised one state the caption's again. An emphasised colour
 * holds while the word is spoken too (it is both karaoke colours); the spoken word still pops.
 */
function wordLook(
  word: CaptionWord,
  fontPx: number,
  colours: WordColours,
): { tags: string; colours: WordColours } {
  const own = word.emphasis?.color ? assColor(word.emphasis.color).bgr : undefined;
  const looks = own ? { ...colours, primary: own, fill: own } : colours;
  return {
    tags: `\\fs${assNumber(fontPx * emphasisScale(word))}\\1c${looks.primary}\\2c${looks.fill}`,
    colours: looks,
  };
}

function separator(layout: LineLayout, index: number): string {
  if (index === layout.breakAfter) return '\\N';
  return separatorAfter(layout.texts, index);
}

function captionText(
  layout: LineLayout,
  group: CaptionGroup,
  style: CaptionStyle,
  styles: AssStyleSet,
  drawn: EmojiContext,
  layer: number,
): string {
  const entrance = sectionEntranceTags(style);
  const colours: WordColours = {
    primary: assColor(style.primaryColor).bgr,
    fill: assColor(style.fillColor).bgr,
    visibleAlphas: styles.visibleAlphas,
  };
  const rtl = isRightToLeft(joinWords(layout.texts));
  const look = (word: CaptionWord) =>
    layout.emphasised ? wordLook(word, drawn.fontPx, colours) : { tags: '', colours };
  let karaokeEndCs = 0;
  let text = '';
  group.words.forEach((word, index) => {
    const relative = (ms: number) => Math.max(0, ms - layout.start);
    const startCs = Math.max(Math.round(relative(word.start) / 10), karaokeEndCs);
    const durationCs = Math.max(1, Math.round(relative(word.end) / 10) - startCs);
    const following = group.words[index + 1];
    const own = look(word);
    const tags = activeWordTags(
      style,
      {
        start: relative(word.start),
        end: relative(word.end),
        handover: following ? relative(following.start) : undefined,
      },
      own.colours,
      // A left-to-right sweep would run backwards over right-to-left words: step them instead.
      { gapCs: startCs - karaokeEndCs, durationCs, sweep: !rtl },
    );
    karaokeEndCs = startCs + durationCs;
    const block = `${index === 0 ? layout.lineTags : ''}${entrance}${own.tags}${tags}`;
    // As the typewriter entrance shows the word (activeWordTags), so its emoji.
    const revealAt = style.singleAnimationStyle === 'typewriter' && relative(word.start) > 0;
    const body = wordBody(
      layout.texts[index] ?? '',
      { ...drawn, fontPx: drawn.fontPx * emphasisScale(word) },
      layer,
      revealAt ? relative(word.start) : undefined,
    );
    text += `${block ? `{${block}}` : ''}${body}${separator(layout, index)}`;
  });
  return text;
}

/** The box layer: the same text, sizes, placement and entrance, drawn invisible over an opaque box. */
function boxText(layout: LineLayout, group: CaptionGroup, style: CaptionStyle, drawn: EmojiContext): string {
  const entrance = sectionEntranceTags(style);
  const body = group.words
    .map((word, index) => {
      const scale = emphasisScale(word);
      const size = layout.emphasised ? `\\fs${assNumber(drawn.fontPx * scale)}` : '';
      const block = `${index === 0 ? '' : entrance}${size}`;
      const text = wordBody(layout.texts[index] ?? '', { ...drawn, fontPx: drawn.fontPx * scale }, -1);
      return `${block ? `{${block}}` : ''}${text}${separator(layout, index)}`;
    })
    .join('');
  return `{${layout.lineTags}${entrance}}${body}`;
}

/** Font size that brings an estimated line width down to the safe width (outline kept). */
function shrunkSize(fontPx: number, lineWidth: number, safeWidth: number, styles: AssStyleSet): string {
  const textWidth = lineWidth - 2 * styles.outline;
  const size = (fontPx * (safeWidth - 2 * styles.outline)) / textWidth;
  return String(Math.floor(size * 10) / 10);
}

/** The word after which breaking gives the two most even lines, where the rules allow a break. */
function balancedBreak(words: readonly CaptionWord[], fontPx: number, advance: number): number {
  let best = -1;
  let bestWidest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < words.length - 1; i++) {
    if (!mayBreakBetween(words[i]?.text ?? '', words[i + 1]?.text ?? '')) continue;
    const widest = Math.max(
      estimateLineWidth(words.slice(0, i + 1), fontPx, advance),
      estimateLineWidth(words.slice(i + 1), fontPx, advance),
    );
    if (widest < bestWidest) {
      bestWidest = widest;
      best = i;
    }
  }
  return best;
}
