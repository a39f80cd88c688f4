import { describe, expect, it } from 'vitest';
import { historyItems } from './plan-history';

describe('historyItems', () => {
  it('lists the newest event first, in words', () => {
    const items = historyItems([
      { at: '2026-01-01T00:00:00.000Z', event: 'plan_started', plan: 'Free' },
      { at: '2026-02-01T00:00:00.000Z', event: 'code_redeemed', detail: 'Lifetime plan' },
      { at: '2026-02-01T00:00:00.000Z', event: 'plan_started', plan: 'Lifetime', detail: 'Redeem code' },
    ]);
    expect(items.map(({ label, description }) => [label, description])).toEqual([
      ['Plan started', 'Lifetime plan · Redeem code'],
      ['Code redeemed', 'Lifetime plan'],
      ['Plan started', 'Free plan'],
    ]);
  });

  it('names every documented event', () => {
    const events = ['renewal', 'payment_failed', 'cancelled', 'subscription_ended'];
    const labels = historyItems(events.map((event) => ({ at: '2026-01-01', event }))).map((i) => i.label);
    expect(labels.sort()).toEqual(['Cancelled', 'Payment failed', 'Renewed', 'Subscription ended']);
  });

  it('says how many credits were granted, and why', () => {
    const [item] = historyItems([
      { at: '2026-01-01', event: 'credits_granted', credits: 10, detail: 'support' },
    ]);
    expect(item?.description).toBe('10 video credits · support');
  });

  it('still reads an event it does not know', () => {
    const [item] = historyItems([{ at: '2026-01-01', event: 'plan_paused' }]);
    expect(item).toMatchObject({ label: 'Plan paused', description: null });
  });
});
