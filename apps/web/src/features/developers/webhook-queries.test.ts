import type { WebhookDelivery } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { deliveriesPollInterval } from './webhook-queries';

const NOW = Date.parse('2026-12-02T12:00:00Z');

const delivery = (
  status: WebhookDelivery['status'],
  nextAttemptAt: string | null,
  lastAttemptAt: string | null = null,
) => ({ status, next_attempt_at: nextAttemptAt, last_attempt_at: lastAttemptAt }) as WebhookDelivery;

describe('deliveriesPollInterval', () => {
  it('stops asking once every delivery is settled', () => {
    expect(deliveriesPollInterval(undefined, NOW)).toBe(false);
    expect(deliveriesPollInterval([delivery('delivered', null), delivery('failed', null)], NOW)).toBe(false);
  });

  it('asks often while a delivery is about to be tried', () => {
    expect(deliveriesPollInterval([delivery('pending', '2026-12-02T12:00:05Z')], NOW)).toBe(2000);
  });

  it('asks often while a delivery is being tried, though its hold puts its next try a minute away', () => {
    const held = delivery('pending', '2026-12-02T12:00:59Z', '2026-12-02T11:59:59Z');
    expect(deliveriesPollInterval([held], NOW)).toBe(2000);
  });

  it('asks now and then while the only pending ones wait out their backoff', () => {
    expect(deliveriesPollInterval([delivery('pending', '2026-12-02T13:00:00Z')], NOW)).toBe(30_000);
    const triedAWhileAgo = delivery('pending', '2026-12-02T13:00:00Z', '2026-12-02T11:50:00Z');
    expect(deliveriesPollInterval([triedAWhileAgo], NOW)).toBe(30_000);
  });
});
