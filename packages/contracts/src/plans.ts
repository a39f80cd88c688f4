// Plans, features and the user's plan (spec §3: server names; the client maps to its shape).
import { z } from 'zod';
import { defineRoute } from './route-contract';

export const featureKeys = ['custom_fonts', 'media_uploads', 'projects', 'templates', 'upload_size'] as const;
export type FeatureKey = (typeof featureKeys)[number];

export const featureSchema = z.object({
  enabled: z.boolean(),
  limit: z.number().int().nullable().optional(),
});
export type Feature = z.infer<typeof featureSchema>;

export const featureSetSchema = z.object({
  custom_fonts: featureSchema,
  media_uploads: featureSchema,
  projects: featureSchema,
  templates: featureSchema,
  upload_size: featureSchema,
});
export type FeatureSet = z.infer<typeof featureSetSchema>;

export const planStatuses = ['active', 'grace', 'cancelled', 'expired'] as const;

export const historyEntrySchema = z.object({
  at: z.string(),
  event: z.string(),
  detail: z.string().optional(),
  plan: z.string().optional(),
  credits: z.number().optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET /user/plan data, server field names. */
export const userPlanResponseSchema = z.object({
  name: z.string(),
  status: z.enum(planStatuses),
  start_date: z.string(),
  cancelled_at: z.string().nullable(),
  next_rebill: z.string().nullable(),
  duration_limit: z.number().int(),
  total_credits: z.number().int(),
  available_credits: z.number().int(),
  metadata: z.object({ history: z.array(historyEntrySchema) }),
  /**
   * Long recordings to find clips in (not a spec field): their own limits, in seconds and MB; a
   * duration limit of 0 means the plan has none. The §5 rules still hold for each clip made of one.
   */
  recordings: z.object({ duration_limit: z.number().int(), upload_limit_mb: z.number().int() }),
});
export type UserPlanResponse = z.infer<typeof userPlanResponseSchema>;

/** The client shape of spec §3. */
export interface UserPlan {
  planName: string;
  status: (typeof planStatuses)[number];
  startDate: string | null;
  cancelledAt: string | null;
  nextRebill: string | null;
  durationLimit: number;
  totalCredits: number;
  usedCredits: number;
  history: HistoryEntry[];
  /** Null when the plan has no long recordings. */
  recordingLimits: RecordingLimits | null;
}

export interface RecordingLimits {
  durationLimit: number;
  uploadLimitMb: number;
}

export function toUserPlan(data: UserPlanResponse): UserPlan {
  return {
    planName: data.name || 'Free',
    status: data.status,
    startDate: data.start_date,
    cancelledAt: data.cancelled_at,
    nextRebill: data.next_rebill,
    durationLimit: data.duration_limit ?? 300,
    totalCredits: data.total_credits ?? 0,
    usedCredits: data.total_credits - data.available_credits,
    history: data.metadata.history,
    recordingLimits:
      data.recordings.duration_limit > 0
        ? { durationLimit: data.recordings.duration_limit, uploadLimitMb: data.recordings.upload_limit_mb }
        : null,
  };
}

export const redeemCodeRequestSchema = z.object({
  code: z
    .string({ error: 'Enter a code.' })
    .trim()
    .min(4, 'Enter the whole code.')
    .max(64, 'That code is too long.'),
});

/** POST /user/redeem-code data: a sentence saying what the code added. */
export const redeemCodeResponseSchema = z.object({ message: z.string() });

/** GET /user/billing data: the plans on sale and what the user may do with billing. */
export const billingOfferSchema = z.object({
  enabled: z.boolean(),
  can_manage: z.boolean(),
  plans: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      price_cents: z.number().int(),
      currency: z.string(),
      interval: z.enum(['none', 'month', 'year', 'lifetime']),
      total_credits: z.number().int(),
      duration_limit: z.number().int(),
      current: z.boolean(),
    }),
  ),
});
export type BillingOffer = z.infer<typeof billingOfferSchema>;
export type BillingPlan = BillingOffer['plans'][number];

/** POST /user/billing/checkout and /user/billing/portal data: where to send the browser. */
export const billingRedirectSchema = z.object({ url: z.url() });

// ---- routes (docs/plans.md) -------------------------------------------------------------------
export const planApi = {
  features: defineRoute({
    method: 'GET',
    path: '/user/features',
    summary: "The features of the signed-in user's plan.",
    access: 'user',
    data: featureSetSchema,
    errors: [],
  }),
  plan: defineRoute({
    method: 'GET',
    path: '/user/plan',
    summary: "The signed-in user's plan, credits and plan history.",
    access: 'user',
    data: userPlanResponseSchema,
    errors: [404],
  }),
  redeemCode: defineRoute({
    method: 'POST',
    path: '/user/redeem-code',
    summary: 'Redeems a code for a plan and/or credits.',
    access: 'user',
    body: redeemCodeRequestSchema,
    data: redeemCodeResponseSchema,
    errors: [409],
    idempotent: true,
  }),
};

export const billingApi = {
  offer: defineRoute({
    method: 'GET',
    path: '/user/billing',
    summary: 'The plans on sale and whether the user may manage a paid subscription.',
    access: 'user',
    data: billingOfferSchema,
    errors: [],
  }),
  checkout: defineRoute({
    method: 'POST',
    path: '/user/billing/checkout',
    summary: 'Opens a payment page for a plan; answers its address.',
    access: 'user',
    body: z.object({ plan: z.string().max(64) }),
    data: billingRedirectSchema,
    errors: [502, 503],
    keyScope: null,
  }),
  portal: defineRoute({
    method: 'POST',
    path: '/user/billing/portal',
    summary: "Opens the billing provider's self-service portal; answers its address.",
    access: 'user',
    data: billingRedirectSchema,
    errors: [409, 503],
    keyScope: null,
  }),
};

export const stripeWebhookApi = {
  stripeWebhook: defineRoute({
    method: 'POST',
    path: '/billing/stripe-webhook',
    summary:
      "Stripe's event notifications. Body: the raw JSON event, authorised by its Stripe-Signature header (no session, no XSRF header).",
    access: 'public',
    data: z.object({ received: z.literal(true) }),
    errors: [503],
  }),
};
