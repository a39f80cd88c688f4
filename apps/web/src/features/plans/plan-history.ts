// The plan history of docs/plans.md as the My Plan list shows it: newest first, in words.
import type { HistoryEntry } from '@captionist/contracts';

export interface HistoryItem {
  key: string;
  at: string;
  label: string;
  description: string | null;
}

const eventLabels: Record<string, string> = {
  plan_started: 'Plan started',
  code_redeemed: 'Code redeemed',
  credits_granted: 'Credits granted',
  renewal: 'Renewed',
  payment_failed: 'Payment failed',
  cancelled: 'Cancelled',
  subscription_ended: 'Subscription ended',
};

/** An event this client does not know yet still reads as words: "some_event" → "Some event". */
const labelOf = (event: string) =>
  eventLabels[event] ?? `${event.charAt(0).toUpperCase()}${event.slice(1).replaceAll('_', ' ')}`;

function describe(entry: HistoryEntry): string | null {
  const parts = [
    entry.plan ? `${entry.plan} plan` : null,
    // Only a grant's amount is news; other events' details already mention their credits.
    entry.event === 'credits_granted' && entry.credits != null ? `${entry.credits} video credits` : null,
    entry.detail ?? null,
  ];
  const text = parts.filter(Boolean).join(' · ');
  return text || null;
}

export function historyItems(history: HistoryEntry[]): HistoryItem[] {
  return history
    .map((entry, index) => ({ entry, index, time: Date.parse(entry.at) || 0 }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map(({ entry, index }) => ({
      key: `${index}-${entry.event}`,
      at: entry.at,
      label: labelOf(entry.event),
      description: describe(entry),
    }));
}
