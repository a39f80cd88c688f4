// Small pieces of text shown on project and video cards; the locale defaults to the browser's.
const DAY_MS = 24 * 60 * 60 * 1000;

export const videoCountLabel = (count: number) => `${count} video${count === 1 ? '' : 's'}`;

/** "Updated 5 minutes ago" within a week, "Updated Mar 5, 2026" before. */
export function updatedLabel(iso: string, now = Date.now(), locale?: string): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const ageMs = Math.max(0, now - at);
  if (ageMs >= 7 * DAY_MS) {
    return `Updated ${new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(at)}`;
  }
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const [amount, unit] = relativeAge(ageMs);
  return `Updated ${amount === 0 && unit === 'minute' ? 'just now' : relative.format(-amount, unit)}`;
}

function relativeAge(ageMs: number): [number, Intl.RelativeTimeFormatUnit] {
  const minutes = Math.floor(ageMs / 60_000);
  if (minutes < 60) return [minutes, 'minute'];
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return [hours, 'hour'];
  return [Math.floor(hours / 24), 'day'];
}
