// Server answers of the plan calls, as the real server sends them, for unit tests.
import type { BillingOffer, FeatureSet, UserPlanResponse } from '@captionist/contracts';

export const freePlanResponse: UserPlanResponse = {
  name: 'Free',
  status: 'active',
  start_date: '2026-01-05T10:00:00.000Z',
  cancelled_at: null,
  next_rebill: '2026-02-05T10:00:00.000Z',
  duration_limit: 300,
  total_credits: 3,
  available_credits: 2,
  metadata: { history: [{ at: '2026-01-05T10:00:00.000Z', event: 'plan_started', plan: 'Free' }] },
  recordings: { duration_limit: 3600, upload_limit_mb: 2048 },
};

export const freeFeatures: FeatureSet = {
  custom_fonts: { enabled: false, limit: null },
  media_uploads: { enabled: true, limit: 10 },
  projects: { enabled: true, limit: 3 },
  templates: { enabled: true, limit: 3 },
  upload_size: { enabled: true, limit: 500 },
};

export const billingOff: BillingOffer = { enabled: false, can_manage: false, plans: [] };

export const billingOn: BillingOffer = {
  enabled: true,
  can_manage: true,
  plans: [
    {
      slug: 'pro-monthly',
      name: 'Pro',
      price_cents: 1900,
      currency: 'usd',
      interval: 'month',
      total_credits: 30,
      duration_limit: 1800,
      current: false,
    },
  ],
};
