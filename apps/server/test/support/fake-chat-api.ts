// A local stand-in for an OpenAI-compatible chat completions API (POST /v1/chat/completions),
// speaking its wire format: choices[0].message.content holds the structured answer as a JSON
// string, errors are {error:{message,type}}. Tests queue scripted replies (bad JSON, 429, slow…);
// otherwise a well-formed answer for the asked json_schema name is given.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format: { type: string; json_schema: { name: string; strict: boolean; schema: unknown } };
  };
}

export type ChatReply =
  /** The model's message content, sent as-is (may be malformed JSON). */
  { content: string; delayMs?: number } | { status: number; headers?: Record<string, string>; body: unknown };

export class FakeChatApi {
  readonly received: ChatRequest[] = [];
  readonly replies: ChatReply[] = [];
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const request: ChatRequest = {
        path: req.url ?? '/',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      };
      this.received.push(request);
      const reply = this.replies.shift() ?? { content: JSON.stringify(defaultAnswer(request)) };
      if ('content' in reply) {
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(completion(request.body.model, reply.content)));
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

export const completion = (model: string, content: string) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content, refusal: null },
      logprobs: null,
      finish_reason: 'stop',
    },
  ],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

export const rateLimited = (retryAfterSeconds: string) => ({
  status: 429,
  headers: { 'retry-after': retryAfterSeconds },
  body: {
    error: { message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' },
  },
});

function defaultAnswer(request: ChatRequest): unknown {
  const user = request.body.messages.find((m) => m.role === 'user')?.content ?? '';
  if (request.body.response_format.json_schema.name === 'title_hooks') {
    return { hooks: ['Hook one', 'Hook two', 'Hook three'] };
  }
  if (request.body.response_format.json_schema.name === 'emphasis_words') return { indexes: [0] };
  // Each sentence "translated" as itself in guillemets: one per sentence, in order.
  if (request.body.response_format.json_schema.name === 'translations')
    return { translations: (JSON.parse(user).sentences as string[]).map((sentence) => `«${sentence}»`) };
  if (request.body.response_format.json_schema.name === 'emoji_words')
    return { emoji: [{ index: 0, emoji: '🔥' }] };
  // The user message is "0:word 1:word …": one keyword per three words.
  const count = user.split(' ').length;
  const keywords = [];
  for (let i = 0; i + 1 < count; i += 3)
    keywords.push({ keyword: `scene ${i}`, start_word: i, end_word: i + 1 });
  return { keywords };
}
