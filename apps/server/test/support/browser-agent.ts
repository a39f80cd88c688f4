// Talks to the app like the web client does: keeps cookies between requests and echoes the
// XSRF-TOKEN cookie in the X-XSRF-TOKEN header of every non-GET request.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export class BrowserAgent {
  readonly cookies = new Map<string, string>();
  // Each agent is its own client address, as separate people would be (rate limits are per IP).
  readonly remoteAddress = `127.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions & { xsrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    const { xsrf = method !== 'GET', ...rest } = options;
    if (xsrf && !this.cookies.has('XSRF-TOKEN')) await this.request({ url: '/api/csrf-cookie' });
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string>) };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const token = this.cookies.get('XSRF-TOKEN');
    if (xsrf && token) headers['x-xsrf-token'] = token;
    const response = await this.app.inject({
      ...rest,
      method: method as InjectOptions['method'],
      headers,
      remoteAddress: this.remoteAddress,
    });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const cleared =
        cookie.value === '' || cookie.maxAge === 0 || (cookie.expires && cookie.expires < new Date());
      if (cleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: object) {
    return this.request({ method: 'POST', url, ...(payload ? { payload } : {}) });
  }

  put(url: string, payload: object) {
    return this.request({ method: 'PUT', url, payload });
  }

  patch(url: string, payload: object) {
    return this.request({ method: 'PATCH', url, payload });
  }

  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }
}
