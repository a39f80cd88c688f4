// Redeeming a code: single-use (or N-use), case-insensitive, guarded against guessing. Applies
// the code's plan and/or credits and records it in the plan history, all in one transaction.
import { UNLIMITED_CREDITS } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter';
import { moveCredits } from './credit-ledger-queries';
import { findPlanById } from './plan-queries';
import { claimRedeemCode, findRedeemCode, hasRedeemed } from './redeem-queries';
import { startPlan } from './start-plan';
import { appendHistory, lockSubscription } from './subscription-queries';

export const redeemMessages = {
  unknown: 'This code does not exist. Check it for typos.',
  expired: 'This code has expired.',
  used: 'This code has already been used.',
  alreadyYours: 'You have already redeemed this code.',
  noPlan: 'Your account has no plan yet. Please contact support.',
  redeemed: (what: string) => `Code redeemed: ${what}.`,
};

export const redeemRateLimit: RateLimitRule = {
  name: 'redeem-code',
  max: 5,
  windowSeconds: 600,
  message: 'Too many attempts at redeeming codes. Please wait 10 minutes and try again.',
};

/** Codes are shown grouped (ABCD-EFGH-…); people type them in any case, with or without dashes. */
export const normaliseCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

export class RedeemService {
  constructor(
    private readonly context: AppContext,
    private readonly limiter: RateLimiter,
  ) {}

  async redeem(userId: string, rawCode: string): Promise<string> {
    await this.limiter.hit(redeemRateLimit, userId);
    const message = await this.context.database.db.transaction(async (tx) => {
      const code = await findRedeemCode(tx, normaliseCode(rawCode));
      if (!code) throw AppError.invalid({ code: [redeemMessages.unknown] });
      if (code.expiresAt && code.expiresAt < new Date())
        throw AppError.invalid({ code: [redeemMessages.expired] });
      if (await hasRedeemed(tx, code.id, userId))
        throw AppError.invalid({ code: [redeemMessages.alreadyYours] });
      if (!(await claimRedeemCode(tx, code.id, userId)))
        throw AppError.invalid({ code: [redeemMessages.used] });

      const subscription = await lockSubscription(tx, userId);
      if (!subscription) throw new AppError(409, redeemMessages.noPlan);
      const now = new Date();
      const granted: string[] = [];
      let unlimited = subscription.totalCredits === UNLIMITED_CREDITS;
      if (code.planId) {
        const plan = await findPlanById(tx, code.planId);
        if (!plan) throw new Error(`Redeem code ${code.id} names a missing plan`);
        unlimited = plan.totalCredits === UNLIMITED_CREDITS;
        await startPlan(tx, subscription, plan, {
          idempotencyKey: `redeem-plan:${code.id}:${userId}`,
          detail: 'Redeem code',
        });
        granted.push(`${plan.name} plan`);
      }
      if (code.credits > 0 && !unlimited) {
        await moveCredits(tx, {
          userId,
          delta: code.credits,
          reason: 'redeem_code',
          idempotencyKey: `redeem-credits:${code.id}:${userId}`,
          adjustTotal: true,
        });
        granted.push(`${code.credits} video credit${code.credits === 1 ? '' : 's'}`);
      }
      await appendHistory(tx, subscription.id, {
        at: now.toISOString(),
        event: 'code_redeemed',
        detail: granted.join(' and ') || 'Nothing to add',
        ...(code.credits > 0 ? { credits: code.credits } : {}),
      });
      return redeemMessages.redeemed(granted.join(' and ') || 'nothing new for your plan');
    });
    await this.limiter.reset(redeemRateLimit, userId);
    return message;
  }
}
