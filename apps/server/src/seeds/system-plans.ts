// System plans. The Free plan is what every new account starts on; its name must stay "Free"
// (spec §6: a free plan is one whose name, lower-cased, is "free").
import type { FeatureKey } from '@captionist/contracts';

export interface PlanSeed {
  slug: string;
  name: string;
  durationLimit: number;
  /** Long recordings to find clips in: their length in seconds (0: none) and file size in MB. */
  recordingDurationLimit: number;
  recordingUploadLimitMb: number;
  totalCredits: number;
  priceCents: number;
  billingInterval: 'none' | 'month' | 'year' | 'lifetime';
  isPublic: boolean;
  features: Record<FeatureKey, { enabled: boolean; limit: number | null }>;
}

export const freePlan: PlanSeed = {
  slug: 'free',
  name: 'Free',
  durationLimit: 300,
  // One hour: enough to try the clip finder on a real interview.
  recordingDurationLimit: 3600,
  recordingUploadLimitMb: 2048,
  totalCredits: 3,
  priceCents: 0,
  billingInterval: 'none',
  isPublic: true,
  features: {
    custom_fonts: { enabled: false, limit: null },
    media_uploads: { enabled: true, limit: 10 },
    projects: { enabled: true, limit: 3 },
    templates: { enabled: true, limit: 3 },
    upload_size: { enabled: true, limit: 500 },
  },
};

const paidFeatures: PlanSeed['features'] = {
  custom_fonts: { enabled: true, limit: 20 },
  media_uploads: { enabled: true, limit: 500 },
  projects: { enabled: true, limit: null },
  templates: { enabled: true, limit: 50 },
  upload_size: { enabled: true, limit: 2048 },
};

const paidRecordings = { recordingDurationLimit: 4 * 3600, recordingUploadLimitMb: 20_480 };

// Limits are documented in docs/plans.md; change both together.
export const systemPlans: PlanSeed[] = [
  freePlan,
  {
    slug: 'pro-monthly',
    name: 'Pro',
    durationLimit: 1800,
    ...paidRecordings,
    totalCredits: 30,
    priceCents: 1900,
    billingInterval: 'month',
    isPublic: true,
    features: paidFeatures,
  },
  {
    slug: 'pro-yearly',
    name: 'Pro Yearly',
    durationLimit: 1800,
    ...paidRecordings,
    totalCredits: 400,
    priceCents: 19000,
    billingInterval: 'year',
    isPublic: true,
    features: paidFeatures,
  },
  {
    slug: 'lifetime',
    name: 'Lifetime',
    durationLimit: 3600,
    ...paidRecordings,
    totalCredits: 40,
    priceCents: 0,
    billingInterval: 'lifetime',
    // Only reachable through redeem codes.
    isPublic: false,
    features: {
      ...paidFeatures,
      projects: { enabled: true, limit: null },
      templates: { enabled: true, limit: null },
    },
  },
];
