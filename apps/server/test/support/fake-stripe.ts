// A local HTTP server speaking Stripe's wire format (form-encoded requests, JSON objects back,
// Bearer auth) for the calls the server makes: customers, checkout sessions, portal sessions.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeCall {
  method: string;
  path: string;
  form: URLSearchParams;
  authorization: string | undefined;
}

export class FakeStripe {
  readonly calls: StripeCall[] = [];
  #server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      this.calls.push({
        method: req.method ?? '',
        path,
        form: new URLSearchParams(body),
        authorization: req.headers.authorization,
      });
      const reply = (status: number, json: object) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(6).toString('hex')}`,
        });
        res.end(JSON.stringify(json));
      };
      const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
      if (req.headers.authorization !== 'Bearer sk_test_captionist') {
        return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (req.method === 'POST' && path === '/v1/customers') {
        return reply(200, {
          id: id('cus'),
          object: 'customer',
          email: new URLSearchParams(body).get('email'),
        });
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const sid = id('cs_test');
        return reply(200, {
          id: sid,
          object: 'checkout.session',
          mode: 'subscription',
          url: `https://checkout.stripe.com/c/pay/${sid}`,
        });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return reply(200, {
          id: id('bps'),
          object: 'billing_portal.session',
          url: 'https://billing.stripe.com/p/session/test',
        });
      }
      reply(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${path})`,
        },
      });
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}
