// A local stand-in for OpenAI's and Deepgram's speech-to-text endpoints, speaking their
// documented wire formats: multipart upload → verbose_json with word times (OpenAI), WAV body →
// results.channels[0].alternatives[0].words (Deepgram), and their JSON error bodies.
// Tests queue scripted failures; otherwise each request is answered with two words per upload.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** The uploaded WAV. */
  audio: Buffer;
  /** Multipart fields other than the file (OpenAI). */
  fields: Record<string, string[]>;
  /** Date.now() when the request had arrived whole. */
  receivedAt: number;
}

export type ScriptedReply =
  | { status: number; headers?: Record<string, string>; body: unknown }
  | { dropConnection: true }
  /** Never answers: the request hangs until the client goes away (a worker killed mid-request). */
  | { hang: true };

export class FakeSpeechApis {
  readonly received: ReceivedRequest[] = [];
  readonly replies: ScriptedReply[] = [];
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer(async (req, res) => {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request = await parseRequest(req, url, body);
      this.received.push(request);
      const scripted = this.replies.shift();
      if (scripted && 'dropConnection' in scripted) return req.socket.destroy();
      if (scripted && 'hang' in scripted) return;
      const reply = scripted ?? defaultReply(request);
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

/** Seconds of 16 kHz mono 16-bit audio in an uploaded WAV (44-byte header). */
export const wavSeconds = (audio: Buffer) => (audio.length - 44) / 32_000;

function defaultReply(request: ReceivedRequest): {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
} {
  const duration = wavSeconds(request.audio);
  if (request.path === '/v1/audio/transcriptions') {
    return {
      status: 200,
      body: {
        task: 'transcribe',
        language: 'english',
        duration,
        text: 'Hello, world.',
        words: [
          { word: 'Hello', start: 1.0, end: 1.4 },
          { word: 'world', start: 2.0, end: 2.5 },
        ],
      },
    };
  }
  return {
    status: 200,
    body: {
      metadata: { request_id: 'fake', duration, channels: 1 },
      results: {
        channels: [
          {
            alternatives: [
              {
                transcript: 'hello world',
                confidence: 0.98,
                words: [
                  { word: 'hello', start: 1.0, end: 1.4, confidence: 0.99, punctuated_word: 'Hello,' },
                  { word: 'world', start: 2.0, end: 2.5, confidence: 0.97, punctuated_word: 'world.' },
                ],
              },
            ],
          },
        ],
      },
    },
  };
}

async function parseRequest(req: IncomingMessage, url: URL, body: Buffer): Promise<ReceivedRequest> {
  const base = { path: url.pathname, query: url.searchParams, headers: req.headers, receivedAt: Date.now() };
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return { ...base, audio: body, fields: {} };
  const form = await new Response(body, { headers: { 'content-type': type } }).formData();
  const fields: Record<string, string[]> = {};
  let audio = Buffer.alloc(0);
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = [...(fields[name] ?? []), value];
    else audio = Buffer.from(await value.arrayBuffer());
  }
  return { ...base, audio, fields };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
