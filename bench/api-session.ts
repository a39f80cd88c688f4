// A signed-in user of a running server, over HTTP as the web client talks to it: cookies, the
// CSRF header, the response envelope. Signs up, follows the verification link the server logs
// (mail goes to disk without SMTP_URL) and logs in.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RunningServer } from './server-process';

const PASSWORD = 'correct horse battery';

export class ApiSession {
  private readonly jar = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** The answer's `data`; anything but 2xx throws with the body. */
  async call(method: string, url: string, body?: object): Promise<unknown> {
    const response = await this.send(method, url, body ? JSON.stringify(body) : undefined, {
      ...(body ? { 'content-type': 'application/json' } : {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as { data?: unknown }).data : undefined;
  }

  /** A request with this session's cookies and CSRF header; keeps the cookies it sets. */
  async send(method: string, url: string, body?: string | Uint8Array, headers: Record<string, string> = {}) {
    const response = await fetch(new URL(url, this.baseUrl), {
      method,
      headers: {
        cookie: [...this.jar].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-xsrf-token': decodeURIComponent(this.jar.get('XSRF-TOKEN') ?? ''),
        ...headers,
      },
      body,
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }
}

export async function signedInSession(
  server: RunningServer,
): Promise<{ session: ApiSession; email: string }> {
  const session = new ApiSession(server.baseUrl);
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  await session.call('GET', '/api/csrf-cookie');
  await session.call('POST', '/api/signup', {
    agree_terms: true,
    email,
    firstname: 'Bench',
    lastname: 'Mark',
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  const link = new URL(await verificationLink(server));
  await session.call('GET', `/api${link.pathname}${link.search}`);
  await session.call('POST', '/api/login', { email, password: PASSWORD });
  return { session, email };
}

/** The link of the server's first verification mail: a bench signs up one user per server. */
async function verificationLink(server: RunningServer): Promise<string> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const link = server.logs
      .map((record) => record.link)
      .find((l) => typeof l === 'string' && l.includes('/email-verify/'));
    if (typeof link === 'string') return link;
    await sleep(200);
  }
  throw new Error('The server logged no verification link.');
}
