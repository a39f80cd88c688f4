import { describe, expect, it } from 'vitest';
import { billingIntervalLabel, formatCount, formatDate, formatMinutes, formatPrice } from './plan-formatting';

describe('plan formatting', () => {
  it('formats prices in the plan currency', () => {
    expect(formatPrice(1900, 'usd', 'en-US')).toBe('$19.00');
    expect(formatPrice(19000, 'eur', 'en-US')).toBe('€190.00');
  });

  it('names billing intervals', () => {
    expect(billingIntervalLabel('month')).toBe('per month');
    expect(billingIntervalLabel('year')).toBe('per year');
  });

  it('formats timestamps as dates and leaves other text alone', () => {
    expect(formatDate('2026-03-05T10:00:00.000Z', 'en-US')).toBe('Mar 5, 2026');
    expect(formatDate('soon', 'en-US')).toBe('soon');
  });

  it('formats video length limits in minutes', () => {
    expect(formatMinutes(300, 'en-US')).toBe('5 min');
    expect(formatMinutes(90, 'en-US')).toBe('1.5 min');
  });

  it('groups large numbers', () => {
    expect(formatCount(2048, 'en-US')).toBe('2,048');
  });
});
