// File sizes in the units people see in their file manager (1 MB = 1024 × 1024 bytes, as the
// plan's upload limit counts them).
const units = ['B', 'KB', 'MB', 'GB'] as const;

export function formatBytes(bytes: number, locale?: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const amount = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${amount} ${units[unit]}`;
}
