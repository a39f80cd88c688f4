// Video lengths, counted as the browser's player counts them: whole seconds, cut down (an 11.5 s
// clip is 0:11 on the card, in the editor's header and in the player's controls alike), m:ss, or
// h:mm:ss from one hour. Every length the app shows comes from here (docs/videos.md "Lengths").

/** `null` (not probed yet) gives null, so callers can leave the length out. */
export function formatDuration(durationMs: number | null): string | null {
  if (durationMs == null || !Number.isFinite(durationMs) || durationMs < 0) return null;
  const totalSeconds = Math.floor(durationMs / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`;
  return `${minutes}:${seconds}`;
}
