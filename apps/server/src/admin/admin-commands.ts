// What the admin CLI can do. Each command works on the database directly; there is no admin HTTP surface.
import { randomUUID } from 'node:crypto';
import { moveCredits } from '../modules/plans/credit-ledger-queries';
import { findPlanBySlug, insertPlan, listAllPlans } from '../modules/plans/plan-queries';
import { insertRedeemCodes } from '../modules/plans/redeem-queries';
import { appendHistory, findFeatures, findSubscription } from '../modules/plans/subscription-queries';
import { findUserByEmail } from '../modules/users/user-queries';
import type { Database } from '../platform/db/client';
import { formatCode, generateCode } from './redeem-code-generator';

export async function listPlans(db: Database): Promise<string> {
  const rows = await listAllPlans(db);
  const lines = rows.map(
    (p) =>
      `${p.slug}\t${p.name}\tcredits=${p.totalCredits}\tduration=${p.durationLimit}s\trecordings=${p.recordingDurationLimit}s/${p.recordingUploadLimitMb}MB\tprice=${p.priceCents}\t${p.billingInterval}${p.isPublic ? '' : '\t(codes only)'}`,
  );
  return ['slug\tname\tcredits\tduration\trecordings\tprice_cents\tinterval', ...lines].join('\n');
}

export async function createPlan(
  db: Database,
  input: {
    slug: string;
    name: string;
    credits: number;
    duration: number;
    /** Long recordings: their length in seconds (0: none) and file size in MB. */
    recordingDuration: number;
    recordingSizeMb: number;
    priceCents: number;
    interval: 'none' | 'month' | 'year' | 'lifetime';
  },
): Promise<string> {
  const plan = await insertPlan(db, {
    slug: input.slug,
    name: input.name,
    totalCredits: input.credits,
    durationLimit: input.duration,
    recordingDurationLimit: input.recordingDuration,
    recordingUploadLimitMb: input.recordingSizeMb,
    priceCents: input.priceCents,
    billingInterval: input.interval,
    isPublic: false,
  });
  return `created plan ${plan.slug} (${plan.id}); set its features with SQL on plan_features or copy a seeded plan's`;
}

/** The most codes one command makes; 100 000 000 in one go froze the server it was sent to. */
export const CODES_PER_COMMAND_MAX = 10_000;
/** Codes written per statement: the server answers its requests between batches. */
const CODES_PER_INSERT = 500;

export async function createCodes(
  db: Database,
  input: { count: number; planSlug?: string; credits: number; uses: number; expiresAt?: Date },
): Promise<string> {
  if (input.count < 1 || input.count > CODES_PER_COMMAND_MAX)
    throw new Error(
      `--count must be between 1 and ${CODES_PER_COMMAND_MAX} (run the command again for more)`,
    );
  let planId: string | null = null;
  if (input.planSlug) {
    const plan = await findPlanBySlug(db, input.planSlug);
    if (!plan) throw new Error(`No plan with slug "${input.planSlug}" (see plans:list)`);
    planId = plan.id;
  }
  if (!planId && input.credits <= 0)
    throw new Error('A code must grant a plan (--plan) or credits (--credits)');
  const codes: string[] = [];
  while (codes.length < input.count) {
    const batch = Array.from(
      { length: Math.min(CODES_PER_INSERT, input.count - codes.length) },
      generateCode,
    );
    await insertRedeemCodes(
      db,
      batch.map((code) => ({
        code,
        planId,
        credits: input.credits,
        maxUses: input.uses,
        expiresAt: input.expiresAt ?? null,
      })),
    );
    codes.push(...batch);
  }
  const expires = input.expiresAt?.toISOString() ?? '';
  return [
    'code,plan,credits,max_uses,expires_at',
    ...codes.map((c) => `${formatCode(c)},${input.planSlug ?? ''},${input.credits},${input.uses},${expires}`),
  ].join('\n');
}

export async function grantCredits(
  db: Database,
  email: string,
  amount: number,
  reason: string,
): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`No user with e-mail ${email}`);
  await db.transaction(async (tx) => {
    const found = await findSubscription(tx, user.id);
    if (!found) throw new Error(`${email} has no subscription`);
    await moveCredits(tx, {
      userId: user.id,
      delta: amount,
      reason: `admin:${reason}`,
      // Each admin grant is a deliberate, separate movement.
      idempotencyKey: `admin-grant:${randomUUID()}`,
      adjustTotal: true,
    });
    await appendHistory(tx, found.subscription.id, {
      at: new Date().toISOString(),
      event: 'credits_granted',
      credits: amount,
      detail: reason,
    });
  });
  return `granted ${amount} credits to ${email}`;
}

export async function showUserPlan(db: Database, email: string): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`No user with e-mail ${email}`);
  const found = await findSubscription(db, user.id);
  if (!found) return `${email} has no subscription`;
  const { plan, subscription } = found;
  return JSON.stringify(
    {
      email,
      plan: plan.name,
      status: subscription.status,
      total_credits: subscription.totalCredits,
      available_credits: subscription.availableCredits,
      next_rebill: subscription.nextRebill,
      features: await findFeatures(db, user.id),
      history: subscription.metadata.history,
    },
    null,
    2,
  );
}
