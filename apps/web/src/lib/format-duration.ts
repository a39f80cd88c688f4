// Video lengths as people read them on a player: m:ss, or h:mm:ss from one hour.

/** `null` (not probed yet) gives null, so callers can leave the length out. */
export function formatDuration(durationMs: number | null): string | null {
  if (durationMs == null || !Number.isFinite(durationMs) || durationMs < 0) return null;
  const totalSeconds = Math.round(durationMs / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`;
  return `${String(minutes).padStart(2, '0')}:${seconds}`;
}
