// The plan calls of docs/plans.md; every answer is parsed with the contracts' schemas.
import {
  type BillingOffer,
  billingOfferSchema,
  billingRedirectSchema,
  type FeatureSet,
  featureSetSchema,
  redeemCodeResponseSchema,
  toUserPlan,
  type UserPlan,
  userPlanResponseSchema,
} from '@captionist/contracts';
import { apiClient } from '../../lib/api-client';

type Envelope = { data: unknown };

export async function fetchUserPlan(): Promise<UserPlan> {
  const { data } = await apiClient.get<Envelope>('/user/plan');
  return toUserPlan(userPlanResponseSchema.parse(data.data));
}

export async function fetchUserFeatures(): Promise<FeatureSet> {
  const { data } = await apiClient.get<Envelope>('/user/features');
  return featureSetSchema.parse(data.data);
}

export async function fetchBillingOffer(): Promise<BillingOffer> {
  const { data } = await apiClient.get<Envelope>('/user/billing');
  return billingOfferSchema.parse(data.data);
}

/** Returns the server's sentence saying what the code added. */
export async function redeemCode(code: string): Promise<string> {
  const { data } = await apiClient.post<Envelope>('/user/redeem-code', { code });
  return redeemCodeResponseSchema.parse(data.data).message;
}

/** Returns the address of the payment page for `plan` (a plan slug). */
export async function startCheckout(plan: string): Promise<string> {
  const { data } = await apiClient.post<Envelope>('/user/billing/checkout', { plan });
  return billingRedirectSchema.parse(data.data).url;
}

/** Returns the address of the billing provider's self-service portal. */
export async function openBillingPortal(): Promise<string> {
  const { data } = await apiClient.post<Envelope>('/user/billing/portal');
  return billingRedirectSchema.parse(data.data).url;
}
