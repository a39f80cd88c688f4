import { planMessages, type UserPlan } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { LONG_RECORDING_HINT, renderRefusal } from './render-refusal';

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

  it('says a long recording past the length is rendered as clips', () => {
    expect(renderRefusal(plan(), 3_600_000, { longRecording: true })).toEqual({
      message: 'You are not allowed to use videos longer than 5.00 minutes',
      fixableOnPlanPage: false,
      hint: LONG_RECORDING_HINT,
    });
    expect(renderRefusal(plan(), 120_000, { longRecording: true })).toBeNull();
  });

  it('says the plan could not be checked while it has not loaded', () => {
    expect(renderRefusal(undefined, 1000)?.message).toBe('Unable to validate plan status');
  });
});
