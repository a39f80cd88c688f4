// The plan calls of docs/plans.md (contracts: planApi, billingApi).
import {
  type BillingOffer,
  billingApi,
  type FeatureSet,
  planApi,
  toUserPlan,
  type UserPlan,
} from '@captionist/contracts';
import { callApi } from '../../lib/call-api';

export const fetchUserPlan = async (): Promise<UserPlan> => toUserPlan(await callApi(planApi.plan));

export const fetchUserFeatures = (): Promise<FeatureSet> => callApi(planApi.features);

export const fetchBillingOffer = (): Promise<BillingOffer> => callApi(billingApi.offer);

/** Returns the server's sentence saying what the code added. */
export async function redeemCode(code: string): Promise<string> {
  return (await callApi(planApi.redeemCode, { body: { code } })).message;
}

/** Returns the address of the payment page for `plan` (a plan slug). */
export async function startCheckout(plan: string): Promise<string> {
  return (await callApi(billingApi.checkout, { body: { plan } })).url;
}

/** Returns the address of the billing provider's self-service portal. */
export async function openBillingPortal(): Promise<string> {
  return (await callApi(billingApi.portal)).url;
}
