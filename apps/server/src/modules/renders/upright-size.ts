// The frame a render lays its captions on.

/** The frame as shown: a phone video stored sideways with rotation ±90 plays upright. */
export function uprightSize(video: { width: number; height: number; rotation: number | null }) {
  const quarterTurn = Math.abs(video.rotation ?? 0) % 180 === 90;
  return quarterTurn
    ? { width: video.height, height: video.width }
    : { width: video.width, height: video.height };
}
