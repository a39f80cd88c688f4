// Plans, their feature limits, users' subscriptions, the credit ledger and redeem codes.

import { featureKeys } from '@captionist/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SubscriptionMetadata } from './json-columns';
import { users } from './users';

export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Stable identifier used by seeds, the admin CLI and Stripe mapping ("free", "pro-monthly", …).
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  durationLimit: integer('duration_limit').notNull().default(300),
  // Long recordings to find clips in (docs/plans.md): 0 seconds means the plan has none.
  recordingDurationLimit: integer('recording_duration_limit').notNull().default(0),
  recordingUploadLimitMb: integer('recording_upload_limit_mb').notNull().default(0),
  // Credits granted per period; -1 means unlimited.
  totalCredits: integer('total_credits').notNull().default(0),
  priceCents: integer('price_cents').notNull().default(0),
  currency: text('currency').notNull().default('usd'),
  billingInterval: text('billing_interval', { enum: ['none', 'month', 'year', 'lifetime'] })
    .notNull()
    .default('none'),
  stripePriceId: text('stripe_price_id'),
  isPublic: boolean('is_public').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const planFeatures = pgTable(
  'plan_features',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    key: text('key', { enum: featureKeys }).notNull(),
    enabled: boolean('enabled').notNull(),
    // Null means no limit.
    limit: integer('limit'),
  },
  (t) => [primaryKey({ columns: [t.planId, t.key] })],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', { enum: ['active', 'grace', 'cancelled', 'expired'] })
      .notNull()
      .default('active'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    nextRebill: timestamp('next_rebill', { withTimezone: true }),
    totalCredits: integer('total_credits').notNull().default(0),
    availableCredits: integer('available_credits').notNull().default(0),
    metadata: jsonb('metadata').$type<SubscriptionMetadata>().notNull().default({ history: [] }),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriptions_user_id_idx').on(t.userId)],
);

// Append-only: every credit movement is a row; the idempotency key makes retries harmless.
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_user_id_idx').on(t.userId),
    uniqueIndex('credit_ledger_idempotency_key_idx').on(t.idempotencyKey),
  ],
);

export const redeemCodes = pgTable(
  'redeem_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored upper-case so that lookups are case-insensitive.
    code: text('code').notNull().unique(),
    planId: uuid('plan_id').references(() => plans.id),
    credits: integer('credits').notNull().default(0),
    maxUses: integer('max_uses').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('redeem_codes_uses_check', sql`${t.uses} <= ${t.maxUses}`)],
);

export const redeemCodeRedemptions = pgTable(
  'redeem_code_redemptions',
  {
    codeId: uuid('code_id')
      .notNull()
      .references(() => redeemCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.codeId, t.userId] }),
    index('redeem_code_redemptions_user_id_idx').on(t.userId),
  ],
);
