// Stripe, configured from the environment. Billing is off unless STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET are set; STRIPE_API_URL points the SDK at another host (tests).
import Stripe from 'stripe';
import type { Config } from '../../platform/config';

export interface Billing {
  stripe: Stripe;
  webhookSecret: string;
  /** Stripe price id per plan slug. */
  prices: Map<string, string>;
}

export function createBilling(config: Config): Billing | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? { host: api.hostname, port: api.port, protocol: api.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });
  const prices = new Map(
    (config.STRIPE_PRICES ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  return { stripe, webhookSecret: config.STRIPE_WEBHOOK_SECRET, prices };
}

export const BILLING_DISABLED = 'Billing is not configured on this server.';
