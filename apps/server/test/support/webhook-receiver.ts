// A webhook receiver on 127.0.0.1, as a customer's server would be: it keeps every request it
// gets (headers and raw body) and answers each with the next status a test lined up (200 when
// none is), or holds it open without answering, to catch a sender in the middle of a send.
import { once } from 'node:events';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { until } from './wait-until';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  id: string;
  type: string;
}

export type Answer = number | 'hold';

export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  /** The answers to the next requests, in turn. */
  readonly answers: Answer[] = [];
  readonly #server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const parsed = JSON.parse(body) as { type?: string };
      this.received.push({
        path: request.url ?? '',
        headers: request.headers,
        body,
        id: String(request.headers['webhook-id']),
        type: String(parsed.type),
      });
      const answer = this.answers.shift() ?? 200;
      if (answer === 'hold') return;
      response
        .writeHead(answer, { 'content-type': 'text/plain' })
        .end(answer < 300 ? 'ok' : 'receiver says no');
    });
  });

  /** Starts listening; the base URL (http://127.0.0.1:port). */
  async start(): Promise<string> {
    this.#server.listen(0, '127.0.0.1');
    await once(this.#server, 'listening');
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  get port(): number {
    return (this.#server.address() as AddressInfo).port;
  }

  /** The requests that came to `path`. */
  at(path: string): ReceivedWebhook[] {
    return this.received.filter((request) => request.path === path);
  }

  /** Waits until `path` has had `count` requests; returns them. */
  async waitFor(path: string, count: number, ms = 15_000): Promise<ReceivedWebhook[]> {
    return until(
      `${count} webhook request(s) at ${path}`,
      async () => this.at(path),
      (got) => got.length >= count,
      ms,
    );
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }
}
