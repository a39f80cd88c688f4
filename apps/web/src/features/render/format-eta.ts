// How long a render still needs, in words a person reads at a glance.

/** "about 40 s left", "about 3 min left"; null when the server has no estimate yet. */
export function formatEta(etaSeconds: number | null): string | null {
  if (etaSeconds === null) return null;
  if (etaSeconds < 5) return 'almost done';
  if (etaSeconds < 60) return `about ${Math.ceil(etaSeconds / 5) * 5} s left`;
  const minutes = Math.round(etaSeconds / 60);
  return minutes >= 60
    ? `about ${Math.floor(minutes / 60)} h ${minutes % 60} min left`
    : `about ${minutes} min left`;
}
