// Override tags for the caption animations: how a group enters (singleAnimation*) and how
// the word being spoken stands out (multiAnimationStyle). Times are ms after the event start.

import { assNumber } from './ass-format';
import type { CaptionStyle } from './caption-style';
import { keyframesToTransforms, type SpringConfig, sampleSpring } from './spring';

/** How long a group takes to slide in (direction) or grow in (singleAnimationScale). */
export const ENTRANCE_MS = 250;
export const FADE_IN_MS = 200;
export const FADE_OUT_MS = 150;
/** A group growing in with singleAnimationScale starts at this percentage. */
export const ENTRANCE_SCALE_FROM = 80;
/** The spoken word's size under multiAnimationStyle pop, in percent, and its grow time. */
export const WORD_POP_SCALE = 120;
export const WORD_POP_MS = 80;
/** bounce: a looser spring than §9's, starting from 60 %, so the group visibly wobbles. */
export const BOUNCE_SPRING: SpringConfig = { damping: 5, mass: 1, stiffness: 200 };
export const BOUNCE_FROM = 60;

const scaleTags = (percent: number) => `\\fscx${assNumber(percent)}\\fscy${assNumber(percent)}`;

export interface LinePlacement {
  x: number;
  y: number;
  /** How far the group travels when it slides in, px. */
  slide: number;
  /** The group is followed by a pause (not by the next group), so it may fade out. */
  endsInPause: boolean;
}

/** Tags for the start of the line: position or slide-in, and fades. */
export function lineEntranceTags(style: CaptionStyle, { x, y, slide, endsInPause }: LinePlacement): string {
  const offsets = { none: [0, 0], up: [0, slide], down: [0, -slide], left: [slide, 0], right: [-slide, 0] };
  const [dx, dy] = offsets[style.singleAnimationDirection];
  let tags =
    dx === 0 && dy === 0
      ? `\\pos(${assNumber(x)},${assNumber(y)})`
      : `\\move(${assNumber(x + (dx ?? 0))},${assNumber(y + (dy ?? 0))},${assNumber(x)},${assNumber(y)},0,${ENTRANCE_MS})`;
  if (style.singleAnimationStyle === 'fade') tags += `\\fad(${FADE_IN_MS},${endsInPause ? FADE_OUT_MS : 0})`;
  return tags;
}

/**
 * Scale tags for each text section of the line (scale is per section in ASS, so every word's
 * block restates them): pop = the §9 spring from 0 to 100 %, bounce = a looser spring from
 * 60 %, singleAnimationScale = 80 → 100 % easing out over ENTRANCE_MS.
 */
export function sectionEntranceTags(style: CaptionStyle): string {
  if (style.singleAnimationStyle === 'pop') {
    return keyframesToTransforms(sampleSpring(), (value) => scaleTags(value * 100));
  }
  if (style.singleAnimationStyle === 'bounce') {
    return keyframesToTransforms(sampleSpring({ config: BOUNCE_SPRING }), (value) =>
      scaleTags(BOUNCE_FROM + value * (100 - BOUNCE_FROM)),
    );
  }
  if (style.singleAnimationScale) {
    return `${scaleTags(ENTRANCE_SCALE_FROM)}\\t(0,${ENTRANCE_MS},0.5,${scaleTags(100)})`;
  }
  return '';
}

export interface WordTiming {
  /** When the word starts being spoken, ms after the event start. */
  start: number;
  /** When it is done being spoken. */
  end: number;
  /** When the next word takes over; undefined for the group's last word (active to the end). */
  handover?: number;
}

export interface WordColours {
  primary: string;
  fill: string;
  /** `\1a\2a\3a\4a` restoring the style's own alphas after a typewriter reveal. */
  visibleAlphas: string;
}

/** Tags that make the spoken word stand out, for the section holding that word. */
export function activeWordTags(
  style: CaptionStyle,
  word: WordTiming,
  colours: WordColours,
  karaoke: { gapCs: number; durationCs: number; sweep: boolean },
): string {
  let tags = '';
  if (style.singleAnimationStyle === 'typewriter' && word.start > 0) {
    tags += `\\alpha&HFF&\\t(${word.start},${word.start + 1},${colours.visibleAlphas})`;
  }
  switch (style.multiAnimationStyle) {
    case 'fill':
      if (karaoke.gapCs > 0) tags += `\\k${karaoke.gapCs}`;
      tags += `\\${karaoke.sweep ? 'kf' : 'k'}${karaoke.durationCs}`;
      break;
    case 'highlight':
      tags += `\\1c${colours.primary}\\t(${word.start},${word.start + 1},\\1c${colours.fill})`;
      if (word.handover !== undefined)
        tags += `\\t(${word.handover},${word.handover + 1},\\1c${colours.primary})`;
      break;
    case 'pop':
      tags += `\\t(${word.start},${word.start + WORD_POP_MS},${scaleTags(WORD_POP_SCALE)})`;
      if (word.handover !== undefined) {
        tags += `\\t(${word.handover},${word.handover + WORD_POP_MS},${scaleTags(100)})`;
      }
      break;
    case 'none':
      break;
  }
  return tags;
}
