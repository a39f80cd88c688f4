// Small pieces of text of the developer screens; the locale defaults to the browser's.
import { type ApiKeyScope, apiKeyScopeLabels, type WebhookDeliveryStatus } from '@captionist/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A key as the list shows it: its first characters, then an ellipsis for the rest. */
export const keyPrefixLabel = (prefix: string) => `${prefix}…`;

/** "Mar 5, 2026, 14:02" for a moment; `never` when there was none. */
export function momentLabel(iso: string | null, never: string, locale?: string): string {
  if (iso === null) return never;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return never;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** "Never expires", "Expires Mar 5, 2027" or "Expired Mar 5, 2026". */
export function expiryLabel(iso: string | null, now = Date.now(), locale?: string): string {
  if (iso === null) return 'Never expires';
  const at = new Date(iso);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(at);
  return at.getTime() <= now ? `Expired ${date}` : `Expires ${date}`;
}

/** Whether a key that expires at `iso` has less than a week left (or none). */
export const expiresSoon = (iso: string | null, now = Date.now()) =>
  iso !== null && new Date(iso).getTime() - now < 7 * DAY_MS;

/** The scope's name and what it allows, from the contracts' "Read: list and fetch…" label. */
export function scopeText(scope: ApiKeyScope): { name: string; description: string } {
  const label = apiKeyScopeLabels[scope];
  const colon = label.indexOf(': ');
  return colon < 0
    ? { name: label, description: '' }
    : { name: label.slice(0, colon), description: label.slice(colon + 2) };
}

/** How long a new key works, offered when it is made; null: until revoked. */
export const keyLifetimes: readonly { days: number | null; label: string }[] = [
  { days: null, label: 'Never (until revoked)' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
];

/** A delivery's status as a word and a colour. */
export const deliveryStatusBadges: Record<WebhookDeliveryStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  delivered: { label: 'Delivered', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
};
