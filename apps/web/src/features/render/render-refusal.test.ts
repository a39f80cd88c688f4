import { planMessages, type UserPlan } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { renderRefusal } from './render-refusal';

const plan = (patch: Partial<UserPlan> = {}): UserPlan => ({
  planName: 'Free',
  status: 'active',
  startDate: null,
  cancelledAt: null,
  nextRebill: null,
  durationLimit: 300,
  recordingLimits: null,
  totalCredits: 3,
  usedCredits: 1,
  history: [],
  ...patch,
});

describe('renderRefusal', () => {
  it('lets an active plan with credits render a video within its length', () => {
    expect(renderRefusal(plan(), 120_000)).toBeNull();
    expect(renderRefusal(plan({ status: 'grace', totalCredits: -1, usedCredits: 50 }), 120_000)).toBeNull();
  });

  it('refuses with the §5 messages, plan status first, as the server does', () => {
    expect(renderRefusal(plan({ status: 'expired', usedCredits: 3 }), 1000)).toEqual({
      message: planMessages.inactive,
      fixableOnPlanPage: true,
    });
    expect(renderRefusal(plan({ usedCredits: 3 }), 1000)?.message).toBe('You have no video credits left.');
    expect(renderRefusal(plan(), 301_000)).toEqual({
      message: 'You are not allowed to use videos longer than 5.00 minutes',
      fixableOnPlanPage: false,
    });
  });

  it('says the plan could not be checked while it has not loaded', () => {
    expect(renderRefusal(undefined, 1000)?.message).toBe('Unable to validate plan status');
  });
});
