// Where TikTok, Instagram Reels and YouTube Shorts lay their own buttons and text over a 9:16
// video, as shares of the frame, and which of them a caption or the hook falls under. The
// figures are the platforms' published creative guidance as summed up in docs/captions.md
// ("Platform safe zones"); apps change them, so they are a guide, not a promise.
import { type CaptionStyle, HOOK_POSITION, HOOK_SIZE_RATIO, scaledFontSize } from '@captionist/captions';

export type PlatformId = 'tiktok' | 'reels' | 'shorts';

export interface Zone {
  /** What the platform shows there, as the warning names it. */
  label: string;
  /** Shares of the frame, 0–1. */
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** Across the whole width (a bar): a caption or hook over its rows is under it. */
  fullWidth: boolean;
}

export interface Platform {
  id: PlatformId;
  name: string;
  zones: readonly Zone[];
}

const bar = (label: string, top: number, bottom: number): Zone => ({
  label,
  left: 0,
  top,
  right: 1,
  bottom,
  fullWidth: true,
});
const rail = (label: string, left: number, top: number, bottom: number): Zone => ({
  label,
  left,
  top,
  right: 1,
  bottom,
  fullWidth: false,
});

export const PLATFORMS: readonly Platform[] = [
  {
    id: 'tiktok',
    name: 'TikTok',
    zones: [bar('tabs', 0, 0.08), rail('buttons', 0.85, 0.35, 0.8), bar('caption and username', 0.8, 1)],
  },
  {
    id: 'reels',
    name: 'Instagram Reels',
    zones: [bar('top bar', 0, 0.14), rail('buttons', 0.86, 0.45, 0.78), bar('caption and username', 0.78, 1)],
  },
  {
    id: 'shorts',
    name: 'YouTube Shorts',
    zones: [bar('top bar', 0, 0.1), rail('buttons', 0.84, 0.4, 0.75), bar('title and channel', 0.75, 1)],
  },
];

/** Platform zones apply to portrait video, which these apps show full screen. */
export const isPortrait = (frame: { width: number; height: number }) => frame.height > frame.width;

export interface ZoneWarning {
  what: 'captions' | 'hook';
  platform: string;
  zone: string;
}

/**
 * The bars (full-width zones) a caption line or the hook overlaps, for a portrait frame. A line
 * is taken as one font size high (`captionPx`, the size auto size gave the captions), centred on
 * its position; the hook likewise at its own size, the style's.
 */
export function zoneWarnings(
  style: CaptionStyle,
  frame: { width: number; height: number },
  hasHook: boolean,
  captionPx = scaledFontSize(style, frame.width),
): ZoneWarning[] {
  if (!isPortrait(frame)) return [];
  const hookShare = (scaledFontSize(style, frame.width) * HOOK_SIZE_RATIO) / frame.height;
  const bands = [
    { what: 'captions' as const, centre: style.position / 100, half: captionPx / frame.height / 2 },
    ...(hasHook ? [{ what: 'hook' as const, centre: HOOK_POSITION / 100, half: hookShare / 2 }] : []),
  ];
  return bands.flatMap(({ what, centre, half }) =>
    PLATFORMS.flatMap((platform) =>
      platform.zones
        .filter((zone) => zone.fullWidth && centre - half < zone.bottom && centre + half > zone.top)
        .map((zone) => ({ what, platform: platform.name, zone: zone.label })),
    ),
  );
}
