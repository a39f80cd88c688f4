// Stripe Checkout, Billing Portal and signed webhooks, against a local server speaking
// Stripe's wire format; webhooks are signed with the stripe package's own helper.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { FakeStripe } from './support/fake-stripe';
import { startTestServer, type TestServer } from './support/test-runtime';

const WEBHOOK_SECRET = 'whsec_captionist_test';
const stripeApi = new FakeStripe();
let server: TestServer;
const signer = new Stripe('sk_test_unused');

beforeAll(async () => {
  server = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_captionist',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICES: 'pro-monthly=price_monthly,pro-yearly=price_yearly',
      STRIPE_API_URL: await stripeApi.start(),
    },
  });
});
afterAll(async () => {
  await server?.close();
  await stripeApi.stop();
});

let eventCounter = 0;
function sendEvent(type: string, object: object, options: { id?: string; secret?: string } = {}) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${++eventCounter}_${Date.now()}`,
    object: 'event',
    type,
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
  });
  return server.app.inject({
    method: 'POST',
    url: '/api/billing/stripe-webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function checkout() {
  const user = await signedInUser(server);
  const response = await user.browser.post('/api/user/billing/checkout', { plan: 'pro-monthly' });
  expect(response.statusCode).toBe(200);
  const customer = (
    await server.runtime.database.db.query.subscriptions.findFirst({
      where: (s, { eq }) => eq(s.userId, user.id),
    })
  )?.stripeCustomerId;
  return { ...user, customer: customer ?? '', url: response.json().data.url as string };
}

describe('checkout and portal', () => {
  it('creates a customer and a subscription checkout for the plan price', async () => {
    const { url } = await checkout();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const call = stripeApi.calls.findLast((c) => c.path === '/v1/checkout/sessions');
    expect(call?.form.get('line_items[0][price]')).toBe('price_monthly');
    expect(call?.form.get('mode')).toBe('subscription');
    expect(call?.form.get('success_url')).toBe(
      'http://localhost:8080/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    );
  });

  it('refuses a plan without a price', async () => {
    const { browser } = await signedInUser(server);
    const response = await browser.post('/api/user/billing/checkout', { plan: 'lifetime' });
    expect(response.statusCode).toBe(422);
  });

  it('opens the billing portal for a customer', async () => {
    const { browser } = await checkout();
    const portal = await browser.post('/api/user/billing/portal');
    expect(portal.json().data.url).toBe('https://billing.stripe.com/p/session/test');
  });

  it('lists the plans on offer', async () => {
    const { browser } = await signedInUser(server);
    const offer = (await browser.get('/api/user/billing')).json().data;
    expect(offer.enabled).toBe(true);
    expect(offer.plans.map((p: { slug: string }) => p.slug).sort()).toEqual(['pro-monthly', 'pro-yearly']);
  });
});

describe('webhooks', () => {
  it('refuses a bad signature with 400', async () => {
    const response = await sendEvent('checkout.session.completed', {}, { secret: 'whsec_wrong' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', message: 'Invalid Stripe signature.' });
  });

  it('starts the paid plan once, even when the event is replayed', async () => {
    const { browser, id, customer } = await checkout();
    const session = {
      object: 'checkout.session',
      customer,
      subscription: 'sub_1',
      client_reference_id: id,
      payment_status: 'paid',
      metadata: { user_id: id, plan: 'pro-monthly' },
    };
    expect(
      (await sendEvent('checkout.session.completed', session, { id: `evt_checkout_${id}` })).statusCode,
    ).toBe(200);
    await sendEvent('checkout.session.completed', session, { id: `evt_checkout_${id}` });
    const plan = (await browser.get('/api/user/plan')).json().data;
    expect(plan).toMatchObject({ name: 'Pro', status: 'active', total_credits: 30, available_credits: 30 });
    expect(plan.metadata.history.filter((h: { event: string }) => h.event === 'plan_started')).toHaveLength(
      2,
    );
  });

  it('goes to grace on a failed payment, renews on a paid invoice, and expires when deleted', async () => {
    const { browser, id, customer } = await checkout();
    await sendEvent('checkout.session.completed', {
      customer,
      subscription: 'sub_2',
      payment_status: 'paid',
      metadata: { user_id: id, plan: 'pro-monthly' },
    });
    await sendEvent('invoice.payment_failed', { object: 'invoice', customer });
    expect((await browser.get('/api/user/plan')).json().data.status).toBe('grace');
    const end = Math.floor(Date.now() / 1000) + 30 * 86400;
    const renewal = {
      object: 'invoice',
      customer,
      billing_reason: 'subscription_cycle',
      lines: { data: [{ period: { end } }] },
    };
    await sendEvent('invoice.paid', renewal, { id: `evt_renew_${id}` });
    await sendEvent('invoice.paid', renewal, { id: `evt_renew_${id}` });
    const renewed = (await browser.get('/api/user/plan')).json().data;
    expect(renewed).toMatchObject({ status: 'active', available_credits: 30 });
    expect(new Date(renewed.next_rebill).getTime()).toBe(end * 1000);
    expect(renewed.metadata.history.filter((h: { event: string }) => h.event === 'renewal')).toHaveLength(1);
    await sendEvent('customer.subscription.deleted', { object: 'subscription', customer });
    expect((await browser.get('/api/user/plan')).json().data.status).toBe('expired');
  });

  it('starts no plan for a checkout completed unpaid, and starts it when the delayed payment succeeds', async () => {
    const { browser, id, customer } = await checkout();
    const session = {
      object: 'checkout.session',
      id: `cs_test_async_${id}`,
      customer,
      subscription: 'sub_async',
      client_reference_id: id,
      payment_status: 'unpaid',
      metadata: { user_id: id, plan: 'pro-monthly' },
    };
    expect((await sendEvent('checkout.session.completed', session)).statusCode).toBe(200);
    expect((await browser.get('/api/user/plan')).json().data).toMatchObject({ name: 'Free' });

    await sendEvent('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' });
    expect((await browser.get('/api/user/plan')).json().data).toMatchObject({
      name: 'Pro',
      status: 'active',
      available_credits: 30,
    });
  });

  it('starts no plan when the delayed payment fails', async () => {
    const { browser, id, customer } = await checkout();
    const session = {
      object: 'checkout.session',
      customer,
      subscription: 'sub_async_failed',
      payment_status: 'unpaid',
      metadata: { user_id: id, plan: 'pro-monthly' },
    };
    await sendEvent('checkout.session.completed', session);
    const failed = await sendEvent('checkout.session.async_payment_failed', session);
    expect(failed.statusCode).toBe(200);
    expect((await browser.get('/api/user/plan')).json().data).toMatchObject({ name: 'Free' });
  });
});

describe('billing not configured', () => {
  it('answers 503 with a clear message', async () => {
    const plain = await startTestServer();
    try {
      const { browser } = await signedInUser(plain);
      const response = await browser.post('/api/user/billing/checkout', { plan: 'pro-monthly' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('Billing is not configured on this server.');
      expect((await browser.get('/api/user/billing')).json().data.enabled).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
