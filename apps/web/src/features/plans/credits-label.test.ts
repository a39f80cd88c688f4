import { describe, expect, it } from 'vitest';
import { creditsBadgeLabel } from './credits-label';

describe('creditsBadgeLabel', () => {
  it('reads used/total video when the plan has credits', () => {
    expect(creditsBadgeLabel({ totalCredits: 3, usedCredits: 0 })).toBe('0/3 video');
    expect(creditsBadgeLabel({ totalCredits: 40, usedCredits: 12 })).toBe('12/40 video');
  });

  it('reads Unlimited when total credits are -1', () => {
    expect(creditsBadgeLabel({ totalCredits: -1, usedCredits: 0 })).toBe('Unlimited');
  });

  it('shows nothing when the plan has no credits', () => {
    expect(creditsBadgeLabel({ totalCredits: 0, usedCredits: 0 })).toBeNull();
  });
});
